import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import type { RoleName } from "~/utils/roles";
import { isRecordId } from "~/utils/text";

/** A user for the super-admin: name, church, roles and status; an unknown id is "not found". */
export async function getUserForAdmin(userId: string) {
  if (!isRecordId(userId)) throw notFound();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, firstname: true, lastname: true, deactivatedAt: true, createdAt: true, church: { select: { id: true, name: true } }, roles: { select: { role: true } } },
  });
  if (!user) throw notFound();
  return { ...user, roles: user.roles.map((r) => r.role as RoleName) };
}
