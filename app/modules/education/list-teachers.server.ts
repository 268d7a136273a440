import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { fullName, searchKey } from "./names";
import { PAGE_SIZE } from "./options";

const classes = { select: { id: true, className: true }, orderBy: { className: "asc" as const } };

/** One page of the church's teachers, by last name, with the classes each teaches or assists. */
export async function listTeachers(churchId: string, filters: { q?: string | null; page?: number }) {
  const key = searchKey(filters.q ?? "").slice(0, 100);
  const where: Prisma.TeacherWhereInput = { churchId, ...(key ? { searchName: { contains: key } } : {}) };
  const total = await db.teacher.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filters.page ?? 1) || 1), pageCount);
  const rows = await db.teacher.findMany({
    where,
    select: { id: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true, classes, assistedClasses: classes },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const teachers = rows.map((t) => ({ id: t.id, name: fullName(t), email: t.email, cellPhone: t.cellPhone, classes: t.classes, assistedClasses: t.assistedClasses }));
  return { teachers, total, page, pageCount };
}
