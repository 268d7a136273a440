import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { BY_NAME, nameSearch, pageOf, PERSON_FIELDS } from "./people-list.server";

const classes = { select: { id: true, className: true }, orderBy: { className: "asc" as const } };

/** One page of the church's teachers, by last name, with the classes each teaches or assists. */
export async function listTeachers(churchId: string, filters: { q?: string | null; page?: number }) {
  const where: Prisma.TeacherWhereInput = { churchId, ...nameSearch(filters.q) };
  const total = await db.teacher.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, filters.page);
  const rows = await db.teacher.findMany({
    where,
    select: { ...PERSON_FIELDS, classes, assistedClasses: classes },
    orderBy: BY_NAME,
    skip,
    take,
  });
  const teachers = rows.map((t) => ({ id: t.id, name: fullName(t), email: t.email, cellPhone: t.cellPhone, classes: t.classes, assistedClasses: t.assistedClasses }));
  return { teachers, total, page, pageCount };
}
