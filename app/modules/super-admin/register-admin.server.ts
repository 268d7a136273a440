import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { hashPassword } from "~/utils/password.server";
import { hashToken } from "~/utils/tokens.server";
import { ADMIN_INVITE_MESSAGES } from "./admin-invite";
import type { AdminRegisterInput } from "./admin-register-schema";

/** The invitation of a token, if it may still be used. */
export async function findAdminInvite(token: string) {
  if (!token || token.length > 200) return null;
  const invite = await db.adminInvite.findUnique({ where: { tokenHash: hashToken(token) } });
  return invite && !invite.usedAt && invite.expiresAt > new Date() ? invite : null;
}

/**
 * Creates the Admin (2120) account of an invitation and uses the invitation up, in one transaction:
 * a second submit of the same link finds it used. The action is recorded as the new admin's.
 */
export async function registerAdmin(values: AdminRegisterInput) {
  const passwordHash = await hashPassword(values.password);
  return db.$transaction(async (tx) => {
    const invite = await tx.adminInvite.findUnique({ where: { tokenHash: hashToken(values.token) } });
    if (!invite || invite.usedAt || invite.expiresAt <= new Date()) throw new AppError("INVALID", ADMIN_INVITE_MESSAGES.invalid);
    if (await tx.user.findUnique({ where: { email: values.email }, select: { id: true } })) throw new AppError("CONFLICT", ADMIN_INVITE_MESSAGES.emailTaken, { email: [ADMIN_INVITE_MESSAGES.emailTaken] });
    const user = await tx.user.create({ data: { churchId: invite.churchId, email: values.email, passwordHash, firstname: values.firstname, lastname: values.lastname } });
    await tx.userRole.create({ data: { churchId: invite.churchId, userId: user.id, role: "ADMIN" } });
    const { count } = await tx.adminInvite.updateMany({ where: { id: invite.id, usedAt: null }, data: { usedAt: new Date(), usedById: user.id } });
    if (!count) throw new AppError("INVALID", ADMIN_INVITE_MESSAGES.invalid);
    await tx.adminAuditLog.create({ data: { userId: user.id, userEmail: user.email, action: "admin registered", target: `User ${user.email}`, detail: "through an invitation" } });
    return { id: user.id };
  });
}
