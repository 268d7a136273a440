import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { personData, type StaffInput } from "./person-schema";

export async function updateVolunteer(churchId: string, volunteerId: string, values: StaffInput) {
  if (!isRecordId(volunteerId)) throw notFound();
  const { count } = await db.volunteer.updateMany({ where: { id: volunteerId, churchId }, data: { ...personData(values), notes: values.notes ?? null } });
  if (count === 0) throw notFound();
}
