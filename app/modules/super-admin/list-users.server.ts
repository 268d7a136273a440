import { db, type Prisma } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { ADMIN_PAGE_SIZE } from "./list-churches.server";

const contains = (value: string) => ({ contains: value, mode: "insensitive" as const });

/** Users whose e-mail, first or last name or church's name holds the text (every user for none). */
export const userSearch = (q: string | undefined): Prisma.UserWhereInput =>
  q ? { OR: [{ email: contains(q) }, { firstname: contains(q) }, { lastname: contains(q) }, { church: { name: contains(q) } }] } : {};

/** Every user (search by e-mail, name or church), by e-mail, with church and roles. */
export async function listUsers(input: { q?: string; page?: number }) {
  const where = userSearch(input.q?.trim());
  const total = await db.user.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, input.page, ADMIN_PAGE_SIZE);
  const users = await db.user.findMany({
    where,
    select: { id: true, email: true, firstname: true, lastname: true, deactivatedAt: true, church: { select: { id: true, name: true } }, roles: { select: { role: true } } },
    orderBy: [{ email: "asc" }],
    skip,
    take,
  });
  return { users: users.map(({ roles, ...u }) => ({ ...u, roles: roles.map((r) => r.role) })), total, page, pageCount };
}
