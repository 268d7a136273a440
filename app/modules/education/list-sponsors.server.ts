import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { fullName, searchKey } from "./names";
import { PAGE_SIZE } from "./options";

/** One page of the church's sponsors, by last name, with their candidate and how many documents they have. */
export async function listSponsors(churchId: string, filters: { q?: string | null; page?: number }) {
  const key = searchKey(filters.q ?? "").slice(0, 100);
  const where: Prisma.SponsorWhereInput = { churchId, ...(key ? { searchName: { contains: key } } : {}) };
  const total = await db.sponsor.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pageCount);
  const rows = await db.sponsor.findMany({
    where,
    select: {
      id: true,
      firstname: true,
      middlename: true,
      lastname: true,
      email: true,
      parish: true,
      student: { select: { id: true, firstname: true, middlename: true, lastname: true } },
      _count: { select: { documents: true } },
    },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const sponsors = rows.map((s) => ({
    id: s.id,
    name: fullName(s),
    email: s.email,
    parish: s.parish,
    candidate: s.student ? { id: s.student.id, name: fullName(s.student) } : null,
    documentCount: s._count.documents,
  }));
  return { sponsors, total, page, pageCount };
}
