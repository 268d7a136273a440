import { db } from "~/utils/db.server";
import { personData, type StaffInput } from "./person-schema";

export async function createTeacher(churchId: string, values: StaffInput) {
  return db.teacher.create({ data: { churchId, ...personData(values), notes: values.notes ?? null }, select: { id: true } });
}
