import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { CHILD_COLUMN } from "./get-parent.server";
import { personData, type ParentInput } from "./person-schema";

/** Saves the parent; a new role moves their children's links to that role's column, in the same transaction. */
export async function updateParent(churchId: string, parentId: string, values: ParentInput) {
  if (!isRecordId(parentId)) throw notFound();
  await db.$transaction(async (tx) => {
    const current = await tx.parent.findFirst({ where: { id: parentId, churchId }, select: { role: true } });
    if (!current) throw notFound();
    await tx.parent.updateMany({ where: { id: parentId, churchId }, data: { role: values.role, ...personData(values) } });
    if (current.role === values.role) return;
    const from = CHILD_COLUMN[current.role];
    const to = CHILD_COLUMN[values.role];
    await tx.student.updateMany({ where: { churchId, [from]: parentId }, data: { [from]: null, [to]: parentId } });
  });
}
