import { passwordResetEmail } from "~/emails/templates/password-reset";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { hashToken, newToken } from "~/utils/tokens.server";
import { RESET_LINK_MINUTES } from "./messages";


/** Mails a single-use reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(username: string): Promise<{ churchId: string; emailId: string } | null> {
  const user = await db.user.findUnique({ where: { email: username }, include: { church: true } });
  if (!user) return null;
  const token = newToken();
  const emailId = await db.$transaction(async (tx) => {
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, churchId: user.churchId, usedAt: null } });
    await tx.passwordResetToken.create({
      data: { churchId: user.churchId, userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) },
    });
    const link = `${appUrl()}/reset-password?token=${encodeURIComponent(token)}`;
    return queueEmail(tx, user.churchId, passwordResetEmail({ to: user.email, firstname: user.firstname, churchName: user.church.name, link, minutes: RESET_LINK_MINUTES }));
  });
  return { churchId: user.churchId, emailId };
}
