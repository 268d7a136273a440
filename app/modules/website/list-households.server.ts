import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { MEMBERS_PAGE_SIZE } from "./list-members.server";

/** Heads of households (spec: GET /forms/heads-of-households): each household with its head (or first adult), newest first. */
export async function listHouseholds(churchId: string, input: { page?: number }) {
  const where = { churchId };
  const total = await db.household.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, input.page, MEMBERS_PAGE_SIZE);
  const rows = await db.household.findMany({
    where,
    select: {
      id: true,
      city: true,
      phone: true,
      email: true,
      createdAt: true,
      _count: { select: { members: { where: { churchId } } } },
      members: { select: { firstname: true, lastname: true, headOfHousehold: true, isPrimary: true }, orderBy: [{ headOfHousehold: "desc" }, { isPrimary: "desc" }, { createdAt: "asc" }], take: 1 },
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip,
    take,
  });
  const households = rows.map(({ members, _count, ...h }) => ({ ...h, head: members[0] ?? null, memberCount: _count.members }));
  return { households, total, page, pageCount };
}
