import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { recordAdminAction, type AdminActor } from "./record-action.server";

export const USER_MESSAGES = {
  ownAccount: "You cannot deactivate your own account.",
  deactivated: (email: string) => `${email} is deactivated and signed out.`,
  reactivated: (email: string) => `${email} can sign in again.`,
  resetSent: (email: string) => `A password reset link was sent to ${email}.`,
} as const;

export async function findUser(userId: string) {
  if (!isRecordId(userId)) throw notFound();
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, churchId: true } });
  if (!user) throw notFound();
  return user;
}

/** Deactivates a user (cannot sign in; their sessions end) or reactivates them. Recorded. */
export async function setUserActive(actor: AdminActor, userId: string, active: boolean) {
  const user = await findUser(userId);
  if (!active && user.id === actor.id) throw new AppError("CONFLICT", USER_MESSAGES.ownAccount);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { deactivatedAt: active ? null : new Date() } });
    if (!active) await tx.session.deleteMany({ where: { userId: user.id } });
    await recordAdminAction(actor, active ? "user reactivated" : "user deactivated", `User ${user.email}`, null, tx);
  });
  return { email: user.email };
}
