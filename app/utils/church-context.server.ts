import { redirect } from "@remix-run/node";
import { refuseWhileReadOnly } from "./read-only.server";
import { hasAnyRole, type RoleName } from "./roles";
import { getSessionUser, type SessionUser } from "./session.server";

export type ChurchContext = SessionUser;

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  return redirect(here === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(here)}`);
}

/**
 * The one guard of every protected loader and action: the signed-in user, their church and roles.
 * No session: to /login (remembering the page). A role outside `roles`: to /unauthorized.
 * A staff write while the church is read-only (trial ended, not paid): 402 with a link to /billing,
 * except where `whileReadOnly` (the billing pages themselves, so that paying is possible).
 */
export async function requireChurchContext(request: Request, options: { roles?: readonly RoleName[]; whileReadOnly?: boolean } = {}): Promise<ChurchContext> {
  const context = await getSessionUser(request);
  if (!context) throw loginRedirect(request);
  if (options.roles && !hasAnyRole(context.roles, options.roles)) throw redirect("/unauthorized");
  if (!options.whileReadOnly) await refuseWhileReadOnly(request, context);
  return context;
}

/** For /login, /register and the like: a signed-in visitor goes where login would send them. */
export async function getOptionalContext(request: Request) {
  return getSessionUser(request);
}
