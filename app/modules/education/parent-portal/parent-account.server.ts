import type { Tx } from "~/utils/db.server";
import { hasAnyRole, type RoleName } from "~/utils/roles";
import { STAFF_ROLES } from "../people/send-teacher-login-link.server";

export type ParentAccount = { ok: true; userId: string } | { ok: false; reason: "noEmail" | "otherParish" | "staffAccount" | "otherParent" };

/**
 * The parent's portal account (role PARENT), made when first needed: the linked one, else the
 * church's account with the parent's e-mail (a teacher who is also a parent), else a new one with
 * no password (sign-in links are the way in). Refused, and nothing changed, when the e-mail is the
 * sign-in of another parish's account, of a staff account (a link must never sign in with staff
 * powers), or of an account already linked to another parent. Inside the caller's transaction.
 */
export async function ensureParentAccount(tx: Tx, churchId: string, parentId: string): Promise<ParentAccount> {
  const parent = await tx.parent.findFirst({ where: { id: parentId, churchId }, select: { id: true, userId: true, email: true, firstname: true, lastname: true } });
  const email = parent?.email?.trim().toLowerCase();
  if (!parent || !email) return { ok: false, reason: "noEmail" };
  const user = parent.userId
    ? await tx.user.findFirst({ where: { id: parent.userId }, include: { roles: true, parent: { select: { id: true } } } })
    : await tx.user.findUnique({ where: { email }, include: { roles: true, parent: { select: { id: true } } } });
  if (!user) {
    const created = await tx.user.create({
      data: { churchId, email, passwordHash: "", firstname: parent.firstname, lastname: parent.lastname, roles: { create: { churchId, role: "PARENT" } } },
      select: { id: true },
    });
    await tx.parent.updateMany({ where: { id: parent.id, churchId }, data: { userId: created.id } });
    return { ok: true, userId: created.id };
  }
  if (user.churchId !== churchId) return { ok: false, reason: "otherParish" };
  const roles = user.roles.filter((r) => r.churchId === churchId).map((r) => r.role as RoleName);
  if (hasAnyRole(roles, STAFF_ROLES)) return { ok: false, reason: "staffAccount" };
  if (user.parent && user.parent.id !== parent.id) return { ok: false, reason: "otherParent" };
  if (!roles.includes("PARENT")) await tx.userRole.create({ data: { churchId, userId: user.id, role: "PARENT" } });
  if (!parent.userId) await tx.parent.updateMany({ where: { id: parent.id, churchId, userId: null }, data: { userId: user.id } });
  return { ok: true, userId: user.id };
}
