import type { Prisma } from "~/generated/prisma/client";
import type { ParentRole } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { BY_NAME, findPeoplePage, nameSearch, PERSON_FIELDS } from "./people-list.server";

/** Which of a student's parents a parent of each role is. */
const PARENT_FIELD = { MOTHER: "motherId", FATHER: "fatherId", LEGAL_GUARDIAN: "legalGuardianId" } as const;

/**
 * One page of the church's parents, by last name; the search matches names ignoring case and
 * whitespace. The page and its count are asked together, then the page's children in one statement
 * (as three relations, Prisma read them in three).
 */
export async function listParents(churchId: string, filters: { q?: string | null; role?: ParentRole | null; page?: number }) {
  const where: Prisma.ParentWhereInput = { churchId, ...nameSearch(filters.q), ...(filters.role ? { role: filters.role } : {}) };
  const { items, total, page, pageCount } = await findPeoplePage(
    filters.page,
    () => db.parent.count({ where }),
    (window) => db.parent.findMany({ where, select: { ...PERSON_FIELDS, role: true }, orderBy: BY_NAME, ...window }),
  );
  const ids = items.map((p) => p.id);
  const children = ids.length
    ? await db.student.findMany({
        where: { churchId, OR: [{ motherId: { in: ids } }, { fatherId: { in: ids } }, { legalGuardianId: { in: ids } }] },
        select: { id: true, firstname: true, middlename: true, lastname: true, motherId: true, fatherId: true, legalGuardianId: true },
        orderBy: BY_NAME,
      })
    : [];
  const parents = items.map((p) => ({
    id: p.id,
    role: p.role,
    name: fullName(p),
    email: p.email,
    cellPhone: p.cellPhone,
    children: children.filter((c) => c[PARENT_FIELD[p.role]] === p.id).map((c) => ({ id: c.id, name: fullName(c) })),
  }));
  return { parents, total, page, pageCount };
}
