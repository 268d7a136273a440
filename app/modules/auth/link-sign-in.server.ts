import { AppError } from "~/utils/errors.server";
import { captureError } from "~/utils/sentry.server";
import { getSessionUser, startSession } from "~/utils/session.server";
import { authenticator, STRATEGIES } from "./authenticator.server";
import { loginLinkLanding, type LoginLinkPurpose } from "./login-link.server";
import { LOGIN_LINK_FAILED } from "./messages";

const STRATEGY: Record<LoginLinkPurpose, string> = { TEACHER: STRATEGIES.teacherLink, PARENT: STRATEGIES.parentLink };

export type LinkSignIn = { ok: true; to: string; setCookie: string | null } | { ok: false; error: string };

/**
 * What a portal's sign-in link (GET login/re/teacher?token=...&u=...) does: signs its user in
 * through the link strategy and answers where to go (the local path `u`, else the portal) with the
 * new session's cookie. Someone already signed in as that user keeps their session. A failed link
 * answers its message (the route sends it to /login): the server's for a bad, expired or used link,
 * the spec's 'Something went wrong! Try again.' for anything unexpected.
 */
export async function signInWithLink(request: Request, context: { clientIp?: string | null } | undefined, purpose: LoginLinkPurpose): Promise<LinkSignIn> {
  let user;
  try {
    user = await authenticator(context).authenticate(STRATEGY[purpose], request);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: error.message };
    console.error("sign-in link failed", error);
    captureError(error);
    return { ok: false, error: LOGIN_LINK_FAILED };
  }
  const to = loginLinkLanding(purpose, new URL(request.url).searchParams.get("u"));
  const current = await getSessionUser(request);
  if (current?.user.id === user.id && current.church.id === user.churchId) return { ok: true, to, setCookie: null };
  const setCookie = await startSession(request, { userId: user.id, churchId: user.churchId, remember: false, ip: context?.clientIp });
  return { ok: true, to, setCookie };
}
