import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { hashToken, newToken } from "~/utils/tokens.server";
import { ADMIN_INVITE_DAYS } from "./admin-invite";
import { recordAdminAction, type AdminActor } from "./record-action.server";

/** A one-time /admin-register link for a new super-admin of `churchId`, valid 7 days; only its hash is kept. Recorded when an admin makes it. */
export async function createAdminInvite(churchId: string, actor?: AdminActor) {
  const token = newToken();
  await db.$transaction(async (tx) => {
    await tx.adminInvite.create({ data: { churchId, tokenHash: hashToken(token), createdById: actor?.id ?? null, expiresAt: new Date(Date.now() + ADMIN_INVITE_DAYS * 24 * 3600_000) } });
    if (actor) await recordAdminAction(actor, "admin invited", "Invitation link", `valid ${ADMIN_INVITE_DAYS} days`, tx);
  });
  return `${appUrl()}/admin-register?token=${encodeURIComponent(token)}`;
}
