import { db } from "~/utils/db.server";
import { AppError, isUniqueViolation, notFound } from "~/utils/errors.server";
import { DEFAULT_LANGUAGE } from "~/utils/i18n";
import { isRecordId } from "~/utils/text";
import type { ParentAccount } from "./parent-account.server";
import { queueParentLink } from "./parent-login-link.server";

// Staff pages are English. Field errors of the parent page's 'Invite to portal' button (field "portal").
export const INVITE_MESSAGES: Record<Extract<ParentAccount, { ok: false }>["reason"], string> & { sent: (email: string) => string; retry: string } = {
  noEmail: "This parent has no e-mail address. Add one and save, then invite the parent to the portal.",
  otherParish: "This e-mail address is the sign-in of an account of another parish. Give the parent another address.",
  staffAccount: "This e-mail address is the sign-in of a staff account. Portal invitations are only sent to parent accounts: give the parent another address.",
  otherParent: "This e-mail address is the sign-in of another parent's portal account. Give the parent another address.",
  sent: (email: string) => `Portal invitation sent to ${email}`,
  retry: "Please try again.",
};

/** Whether the parent can already sign in to the portal (an account is linked). */
export async function parentPortalStatus(churchId: string, parentId: string) {
  if (!isRecordId(parentId)) throw notFound();
  const parent = await db.parent.findFirst({ where: { id: parentId, churchId }, select: { userId: true, locale: true } });
  if (!parent) throw notFound();
  return { hasAccount: parent.userId !== null, locale: parent.locale };
}

/**
 * Staff's 'Invite to portal' on a parent's page: the parent's portal account (made or linked, see
 * ensureParentAccount) and a sign-in link e-mailed to the parent's address, in the parent's language.
 * Another church's parent is a 404; the refusals are field errors on "portal", nothing changed.
 * Send the e-mail with dispatchEmails after this returns.
 */
export async function inviteParentToPortal(churchId: string, parentId: string) {
  if (!isRecordId(parentId)) throw notFound();
  try {
    return await db.$transaction(async (tx) => {
      const parent = await tx.parent.findFirst({ where: { id: parentId, churchId }, select: { id: true } });
      if (!parent) throw notFound();
      const queued = await queueParentLink(tx, { churchId, parentId: parent.id, fallback: DEFAULT_LANGUAGE });
      if (!queued.ok) throw new AppError("CONFLICT", INVITE_MESSAGES[queued.reason], { portal: [INVITE_MESSAGES[queued.reason]] });
      return { emailId: queued.emailId, to: queued.to };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", INVITE_MESSAGES.retry, { portal: [INVITE_MESSAGES.retry] });
    throw error;
  }
}
