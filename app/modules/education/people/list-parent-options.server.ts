import type { ParentRole } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { parentInScope, type ScopeKey } from "~/modules/education/scope.server";

export type ParentOption = { id: string; name: string; email: string | null };

/**
 * The parents in scope for the student form's pickers, grouped by role (each picker lists only
 * its role): the church's, or in the teacher portal the parents of the teacher's students.
 */
export async function listParentOptions(scope: ScopeKey) {
  const parents = await db.parent.findMany({
    where: parentInScope(scope),
    select: { id: true, role: true, firstname: true, middlename: true, lastname: true, email: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  const byRole: Record<ParentRole, ParentOption[]> = { MOTHER: [], FATHER: [], LEGAL_GUARDIAN: [] };
  for (const p of parents) byRole[p.role].push({ id: p.id, name: fullName(p), email: p.email });
  return byRole;
}
