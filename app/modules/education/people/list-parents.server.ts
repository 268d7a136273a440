import type { Prisma } from "~/generated/prisma/client";
import type { ParentRole } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { BY_NAME, nameSearch, pageOf, PERSON_FIELDS } from "./people-list.server";

const child = { select: { id: true, firstname: true, middlename: true, lastname: true }, orderBy: [{ lastname: "asc" as const }, { firstname: "asc" as const }] };
const CHILDREN_OF = { MOTHER: "childrenAsMother", FATHER: "childrenAsFather", LEGAL_GUARDIAN: "childrenAsGuardian" } as const;

/** One page of the church's parents, by last name; the search matches names ignoring case and whitespace. */
export async function listParents(churchId: string, filters: { q?: string | null; role?: ParentRole | null; page?: number }) {
  const where: Prisma.ParentWhereInput = { churchId, ...nameSearch(filters.q), ...(filters.role ? { role: filters.role } : {}) };
  const total = await db.parent.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, filters.page);
  const rows = await db.parent.findMany({
    where,
    select: {
      ...PERSON_FIELDS,
      role: true,
      childrenAsMother: child,
      childrenAsFather: child,
      childrenAsGuardian: child,
    },
    orderBy: BY_NAME,
    skip,
    take,
  });
  const parents = rows.map((p) => ({
    id: p.id,
    role: p.role,
    name: fullName(p),
    email: p.email,
    cellPhone: p.cellPhone,
    children: p[CHILDREN_OF[p.role]].map((c) => ({ id: c.id, name: fullName(c) })),
  }));
  return { parents, total, page, pageCount };
}
