import { db, type Tx } from "~/utils/db.server";
import { isRecordId } from "~/utils/text";
import { notFound } from "~/utils/errors.server";

/** Serializes the year changes of one church, so two at once cannot both leave a current year. */
export async function lockSchoolYears(tx: Tx, churchId: string) {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${`school-years:${churchId}`}))`;
}

/**
 * Within a transaction holding the lock: the old current year first stops being current, then
 * the new one becomes it (the partial unique index allows one current year per church at any moment).
 */
export async function switchCurrentYear(tx: Tx, churchId: string, yearId: string) {
  await tx.schoolYear.updateMany({ where: { churchId, isCurrent: true, NOT: { id: yearId } }, data: { isCurrent: false } });
  const { count } = await tx.schoolYear.updateMany({ where: { churchId, id: yearId }, data: { isCurrent: true } });
  if (count === 0) throw notFound();
}

/** Makes one of the church's years the current one; another church's year answers 404 and changes nothing. */
export async function makeYearCurrent(churchId: string, yearId: string) {
  if (!isRecordId(yearId)) throw notFound();
  return db.$transaction(async (tx) => {
    await lockSchoolYears(tx, churchId);
    await switchCurrentYear(tx, churchId, yearId);
    return tx.schoolYear.findFirstOrThrow({ where: { churchId, id: yearId }, select: { id: true, yearName: true } });
  });
}
