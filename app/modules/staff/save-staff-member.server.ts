import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { staffMemberData, type StaffMemberInput } from "./staff-schema";

/** Adds a staff member (no id) or updates one of the church's. */
export async function saveStaffMember(churchId: string, values: StaffMemberInput, staffId?: string) {
  const data = staffMemberData(values);
  if (staffId === undefined) return db.staff.create({ data: { churchId, ...data }, select: { id: true } });
  if (!isRecordId(staffId)) throw notFound();
  const { count } = await db.staff.updateMany({ where: { id: staffId, churchId }, data });
  if (count === 0) throw notFound();
  return { id: staffId };
}
