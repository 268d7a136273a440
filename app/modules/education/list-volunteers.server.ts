import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { fullName, searchKey } from "./names";
import { PAGE_SIZE } from "./options";

/** One page of the church's volunteers, by last name, with the classes each helps in. */
export async function listVolunteers(churchId: string, filters: { q?: string | null; page?: number }) {
  const key = searchKey(filters.q ?? "").slice(0, 100);
  const where: Prisma.VolunteerWhereInput = { churchId, ...(key ? { searchName: { contains: key } } : {}) };
  const total = await db.volunteer.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pageCount);
  const rows = await db.volunteer.findMany({
    where,
    select: {
      id: true,
      firstname: true,
      middlename: true,
      lastname: true,
      email: true,
      cellPhone: true,
      classes: { select: { id: true, className: true }, orderBy: { className: "asc" } },
    },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const volunteers = rows.map((v) => ({ id: v.id, name: fullName(v), email: v.email, cellPhone: v.cellPhone, classes: v.classes }));
  return { volunteers, total, page, pageCount };
}
