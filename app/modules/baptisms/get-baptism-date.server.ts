import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A baptism date of the church; another church's (or none) is "not found". */
export async function getBaptismDate(churchId: string, dateId: string) {
  if (!isRecordId(dateId)) throw notFound();
  const date = await db.baptismDate.findFirst({ where: { id: dateId, churchId }, select: { id: true, date: true, officiantId: true } });
  if (!date) throw notFound();
  return date;
}
