import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { personData, type StaffInput } from "./person-schema";

export async function updateTeacher(churchId: string, teacherId: string, values: StaffInput) {
  if (!isRecordId(teacherId)) throw notFound();
  const { count } = await db.teacher.updateMany({ where: { id: teacherId, churchId }, data: { ...personData(values), notes: values.notes ?? null } });
  if (count === 0) throw notFound();
}
