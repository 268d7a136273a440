import { db, type Prisma } from "~/utils/db.server";
import { searchKey } from "~/modules/education/names";
import { pageOf } from "~/utils/paging";

export const MEMBERS_PAGE_SIZE = 25;

/** Submitted members (spec: GET /forms/members), newest first, optionally by name. */
export async function listMembers(churchId: string, input: { page?: number; q?: string }) {
  const key = searchKey(input.q ?? "");
  const where: Prisma.MemberWhereInput = { churchId, ...(key ? { searchName: { contains: key } } : {}) };
  const total = await db.member.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, input.page, MEMBERS_PAGE_SIZE);
  const members = await db.member.findMany({
    where,
    select: { id: true, firstname: true, lastname: true, ageGroup: true, headOfHousehold: true, phone: true, email: true, createdAt: true, householdId: true },
    orderBy: [{ createdAt: "desc" }, { lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
    skip,
    take,
  });
  return { members, total, page, pageCount };
}
