import type { ParentRole } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { BY_NAME, PERSON_FIELDS } from "./people-list.server";

/** The student column that links a child to a parent of each role. */
export const CHILD_COLUMN = { MOTHER: "motherId", FATHER: "fatherId", LEGAL_GUARDIAN: "legalGuardianId" } as const satisfies Record<ParentRole, string>;

/** A parent of the church and their children: the students whose mother, father or guardian (by the parent's role) they are. */
export async function getParent(churchId: string, parentId: string) {
  if (!isRecordId(parentId)) throw notFound();
  const parent = await db.parent.findFirst({
    where: { id: parentId, churchId },
    select: { ...PERSON_FIELDS, role: true, unsubscribedAt: true },
  });
  if (!parent) throw notFound();
  const children = await db.student.findMany({
    where: { churchId, [CHILD_COLUMN[parent.role]]: parent.id },
    select: { id: true, firstname: true, middlename: true, lastname: true },
    orderBy: BY_NAME,
  });
  return { ...parent, children: children.map((c) => ({ id: c.id, name: fullName(c) })) };
}
