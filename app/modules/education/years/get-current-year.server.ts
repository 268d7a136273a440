import { db } from "~/utils/db.server";

/** The church's current school year, or null before the first year is created. */
export async function getCurrentYear(churchId: string) {
  return db.schoolYear.findFirst({ where: { churchId, isCurrent: true }, select: { id: true, yearName: true } });
}
