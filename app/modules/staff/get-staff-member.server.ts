import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A staff member of the church; another church's (or none) is "not found". */
export async function getStaffMember(churchId: string, staffId: string) {
  if (!isRecordId(staffId)) throw notFound();
  const staff = await db.staff.findFirst({
    where: { id: staffId, churchId },
    select: { id: true, firstname: true, middlename: true, lastname: true, personType: true, role: true, status: true, email: true, phone: true },
  });
  if (!staff) throw notFound();
  return staff;
}
