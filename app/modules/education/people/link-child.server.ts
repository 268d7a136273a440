import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { CHILD_COLUMN } from "./get-parent.server";

/** Makes the parent the student's mother, father or legal guardian (by the parent's role), replacing the previous one. */
export async function linkChild(churchId: string, parentId: string, studentId: string) {
  if (!isRecordId(parentId) || !isRecordId(studentId)) throw notFound();
  await db.$transaction(async (tx) => {
    const parent = await tx.parent.findFirst({ where: { id: parentId, churchId }, select: { role: true } });
    if (!parent) throw notFound();
    const { count } = await tx.student.updateMany({ where: { id: studentId, churchId }, data: { [CHILD_COLUMN[parent.role]]: parentId } });
    if (count === 0) throw notFound();
  });
}
