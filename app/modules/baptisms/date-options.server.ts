import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { BAPTISM_MESSAGES } from "./options";
import { parishToday } from "~/modules/parish/today.server";
import { dateAndTime } from "~/modules/parish/wall-clock";

const choosable = (churchId: string, keepId?: string | null) => ({ churchId, OR: [{ date: { gte: parishToday() } }, ...(keepId ? [{ id: keepId }] : [])] });

/** The dates a baptism may be given (spec section 4): upcoming ones, soonest first, plus the one it already has. */
export async function listBaptismDateOptions(churchId: string, keepId?: string | null) {
  const rows = await db.baptismDate.findMany({
    where: choosable(churchId, keepId),
    select: { id: true, date: true, officiant: { select: { firstname: true, middlename: true, lastname: true } } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return rows.map((d) => ({ id: d.id, label: `${dateAndTime(d.date)} · ${fullName(d.officiant)}` }));
}

/**
 * Checks a posted date id: another church's (or an unknown) date is the 404 page; one of the
 * church's that is past and not the baptism's own is refused with the spec's 'Select a Date/Time'.
 */
export async function requireBaptismDate(churchId: string, dateId: string, keepId?: string | null) {
  if (!isRecordId(dateId)) throw notFound();
  const date = await db.baptismDate.findFirst({ where: { id: dateId, churchId }, select: { id: true } });
  if (!date) throw notFound();
  const open = await db.baptismDate.count({ where: { id: dateId, ...choosable(churchId, keepId) } });
  if (!open) throw new AppError("INVALID", BAPTISM_MESSAGES.selectDateTime, { dateTime: [BAPTISM_MESSAGES.selectDateTime] });
  return date.id;
}
