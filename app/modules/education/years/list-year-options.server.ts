import { db } from "~/utils/db.server";

/** School years for filters and pickers: the newest name first, with which one is current. */
export async function listYearOptions(churchId: string) {
  return db.schoolYear.findMany({ where: { churchId }, select: { id: true, yearName: true, isCurrent: true }, orderBy: { yearName: "desc" } });
}

/** The year a screen shows: the one asked for when it is the church's, else the current one, else the newest. */
export function chooseYear<T extends { id: string; isCurrent: boolean }>(years: T[], asked: string | null) {
  return years.find((y) => y.id === asked) ?? years.find((y) => y.isCurrent) ?? years[0] ?? null;
}
