import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { BY_NAME, nameSearch, pageOf, PERSON_FIELDS } from "./people-list.server";

/** One page of the church's volunteers, by last name, with the classes each helps in. */
export async function listVolunteers(churchId: string, filters: { q?: string | null; page?: number }) {
  const where: Prisma.VolunteerWhereInput = { churchId, ...nameSearch(filters.q) };
  const total = await db.volunteer.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, filters.page);
  const rows = await db.volunteer.findMany({
    where,
    select: { ...PERSON_FIELDS, classes: { select: { id: true, className: true }, orderBy: { className: "asc" } } },
    orderBy: BY_NAME,
    skip,
    take,
  });
  const volunteers = rows.map((v) => ({ id: v.id, name: fullName(v), email: v.email, cellPhone: v.cellPhone, classes: v.classes }));
  return { volunteers, total, page, pageCount };
}
