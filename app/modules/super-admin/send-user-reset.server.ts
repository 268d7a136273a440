import { requestPasswordReset } from "~/modules/auth/request-password-reset.server";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { recordAdminAction, type AdminActor } from "./record-action.server";
import { findUser } from "./set-user-active.server";

/** Sends the user a password reset link (the same as 'Forgot password?'). Recorded. */
export async function sendUserPasswordReset(actor: AdminActor, userId: string) {
  const user = await findUser(userId);
  const sent = await requestPasswordReset(user.email);
  if (sent) await dispatchEmails(sent.churchId, [sent.emailId]);
  await recordAdminAction(actor, "password reset sent", `User ${user.email}`);
  return { email: user.email };
}
