import { db } from "~/utils/db.server";
import { personData, type StaffInput } from "./person-schema";

export async function createVolunteer(churchId: string, values: StaffInput) {
  return db.volunteer.create({ data: { churchId, ...personData(values), notes: values.notes ?? null }, select: { id: true } });
}
