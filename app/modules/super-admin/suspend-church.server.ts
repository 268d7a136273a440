import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { recordAdminAction, type AdminActor } from "./record-action.server";

export const SUSPEND_MESSAGES = {
  ownChurch: "You cannot suspend the church of your own account.",
  suspended: (name: string) => `${name} is suspended; its users were signed out.`,
  reactivated: (name: string) => `${name} is active again.`,
} as const;

/**
 * Suspends a church with a reason (its users cannot sign in, and every session of theirs ends), or
 * reactivates it. Nothing is deleted. Recorded.
 */
export async function setChurchSuspended(actor: AdminActor & { churchId: string }, churchId: string, suspend: { reason: string } | null) {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { id: true, name: true } });
  if (!church) throw notFound();
  if (suspend && church.id === actor.churchId) throw new AppError("CONFLICT", SUSPEND_MESSAGES.ownChurch);
  await db.$transaction(async (tx) => {
    await tx.church.update({ where: { id: church.id }, data: suspend ? { suspendedAt: new Date(), suspendedReason: suspend.reason } : { suspendedAt: null, suspendedReason: null } });
    if (suspend) await tx.session.deleteMany({ where: { churchId: church.id } });
    await recordAdminAction(actor, suspend ? "church suspended" : "church reactivated", `Church ${church.name}`, suspend?.reason ?? null, tx);
  });
  return { name: church.name };
}
