import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { CHILD_COLUMN } from "./get-parent.server";

/** Removes the parent from the student (a child no longer linked is left as it is). */
export async function unlinkChild(churchId: string, parentId: string, studentId: string) {
  if (!isRecordId(parentId) || !isRecordId(studentId)) throw notFound();
  await db.$transaction(async (tx) => {
    const parent = await tx.parent.findFirst({ where: { id: parentId, churchId }, select: { role: true } });
    const student = await tx.student.findFirst({ where: { id: studentId, churchId }, select: { id: true } });
    if (!parent || !student) throw notFound();
    const column = CHILD_COLUMN[parent.role];
    await tx.student.updateMany({ where: { id: studentId, churchId, [column]: parentId }, data: { [column]: null } });
  });
}
