import { db, type Prisma } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { ADMIN_PAGE_SIZE } from "./list-churches.server";

/** Every user (search by e-mail, name or church), by e-mail, with church and roles. */
export async function listUsers(input: { q?: string; page?: number }) {
  const q = input.q?.trim();
  const contains = (value: string) => ({ contains: value, mode: "insensitive" as const });
  const where: Prisma.UserWhereInput = q ? { OR: [{ email: contains(q) }, { firstname: contains(q) }, { lastname: contains(q) }, { church: { name: contains(q) } }] } : {};
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
