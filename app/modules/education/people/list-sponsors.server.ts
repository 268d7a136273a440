import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { BY_NAME, findPeoplePage, nameSearch } from "./people-list.server";

/** One page of the church's sponsors, by last name, with their candidate and how many documents they have. */
export async function listSponsors(churchId: string, filters: { q?: string | null; page?: number }) {
  const where: Prisma.SponsorWhereInput = { churchId, ...nameSearch(filters.q) };
  const { items: rows, total, page, pageCount } = await findPeoplePage(
    filters.page,
    () => db.sponsor.count({ where }),
    (window) =>
      db.sponsor.findMany({
        where,
        select: {
          id: true,
          firstname: true,
          middlename: true,
          lastname: true,
          email: true,
          parish: true,
          student: { select: { id: true, firstname: true, middlename: true, lastname: true } },
          _count: { select: { documents: { where: { churchId } } } },
        },
        orderBy: BY_NAME,
        ...window,
      }),
  );
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
