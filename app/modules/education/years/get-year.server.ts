import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** One of the church's school years; any other id answers 404. */
export async function getYear(churchId: string, yearId: string) {
  const year = isRecordId(yearId) ? await db.schoolYear.findFirst({ where: { churchId, id: yearId }, select: { id: true, yearName: true, isCurrent: true } }) : null;
  if (!year) throw notFound();
  return year;
}
