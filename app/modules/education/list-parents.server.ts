import type { Prisma } from "~/generated/prisma/client";
import type { ParentRole } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { fullName, searchKey } from "./names";
import { PAGE_SIZE } from "./options";

const child = { select: { id: true, firstname: true, middlename: true, lastname: true }, orderBy: [{ lastname: "asc" as const }, { firstname: "asc" as const }] };
const CHILDREN_OF = { MOTHER: "childrenAsMother", FATHER: "childrenAsFather", LEGAL_GUARDIAN: "childrenAsGuardian" } as const;

/** One page of the church's parents, by last name; the search matches names ignoring case and whitespace. */
export async function listParents(churchId: string, filters: { q?: string | null; role?: ParentRole | null; page?: number }) {
  const key = searchKey(filters.q ?? "").slice(0, 100);
  const where: Prisma.ParentWhereInput = { churchId, ...(key ? { searchName: { contains: key } } : {}), ...(filters.role ? { role: filters.role } : {}) };
  const total = await db.parent.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pageCount);
  const rows = await db.parent.findMany({
    where,
    select: {
      id: true,
      role: true,
      firstname: true,
      middlename: true,
      lastname: true,
      email: true,
      cellPhone: true,
      childrenAsMother: child,
      childrenAsFather: child,
      childrenAsGuardian: child,
    },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
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
