import { parentLoginLinkEmail } from "~/emails/templates/parent-login-link";
import { createLoginLink, PARENT_LINK_MINUTES } from "~/modules/auth/login-link.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db, type Tx } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { isLanguage, type Language } from "~/utils/i18n";
import { ensureParentAccount, type ParentAccount } from "./parent-account.server";
import { PARENT_SIGN_IN, portalPath } from "./guard.server";

/** At most this many parishes answer one request (an address is a parent in a few parishes at most). */
const MAX_PARENTS = 5;

/**
 * Makes sure the parent has a portal account and writes a sign-in link e-mail to the parent's
 * address into the outbox (inside the caller's transaction), in the parent's language (else
 * `fallback`). Refused (nothing written) for the reasons of ensureParentAccount.
 */
export async function queueParentLink(
  tx: Tx,
  input: { churchId: string; parentId: string; fallback: Language; to?: string | null },
): Promise<{ ok: true; emailId: string; to: string } | Extract<ParentAccount, { ok: false }>> {
  const account = await ensureParentAccount(tx, input.churchId, input.parentId);
  if (!account.ok) return account;
  const parent = await tx.parent.findFirstOrThrow({ where: { id: input.parentId, churchId: input.churchId }, select: { email: true, firstname: true, locale: true, church: { select: { name: true } } } });
  const { url } = await createLoginLink({ tx, churchId: input.churchId, userId: account.userId, purpose: "PARENT", to: portalPath(input.to) });
  const to = parent.email!.trim();
  const message = await parentLoginLinkEmail({
    to,
    firstname: parent.firstname,
    churchName: parent.church.name,
    link: url,
    minutes: PARENT_LINK_MINUTES,
    signInUrl: `${appUrl()}${PARENT_SIGN_IN}`,
    lng: isLanguage(parent.locale) ? parent.locale : input.fallback,
  });
  const emailId = await queueEmail(tx, input.churchId, message);
  return { ok: true, emailId, to };
}

/**
 * 'E-mail me a link' on /login/re/parent: every parish where a parent has this e-mail address
 * (any case) gets its own link e-mail, the parent's account made when first needed. The caller
 * answers the same words whether or not anything was sent, and dispatches the returned e-mails.
 * A parish where the address cannot be a parent's sign-in (a staff account, another parent's)
 * sends nothing, silently.
 */
export async function requestParentLoginLink(address: string, pageLanguage: Language, to?: string | null): Promise<{ churchId: string; emailId: string }[]> {
  const email = address.trim().toLowerCase();
  if (!email) return [];
  const parents = await db.parent.findMany({
    where: { email: { equals: email, mode: "insensitive" }, church: { suspendedAt: null } },
    select: { id: true, churchId: true },
    // A parent already linked to an account first (two parents of a family may share an address).
    orderBy: [{ userId: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }],
    take: MAX_PARENTS * 2,
  });
  const sent: { churchId: string; emailId: string }[] = [];
  for (const parent of parents) {
    // One e-mail per parish: the first parent record there whose account may receive it.
    if (sent.some((s) => s.churchId === parent.churchId) || sent.length >= MAX_PARENTS) continue;
    const queued = await db
      .$transaction((tx) => queueParentLink(tx, { churchId: parent.churchId, parentId: parent.id, fallback: pageLanguage, to }))
      .catch((error) => {
        // Two requests at once made the same account: the other one sends the link.
        console.error("parent sign-in link not queued", error instanceof Error ? error.message : error);
        return null;
      });
    if (queued?.ok) sent.push({ churchId: parent.churchId, emailId: queued.emailId });
  }
  return sent;
}
