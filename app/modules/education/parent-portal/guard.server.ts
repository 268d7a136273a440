import { redirect } from "@remix-run/node";
import { db, type Prisma } from "~/utils/db.server";
import { safeRedirectPath } from "~/utils/landing";
import { getSessionUser, type SessionUser } from "~/utils/session.server";

export const PARENT_SIGN_IN = "/login/re/parent";
export const PORTAL = "/re/parent";

const parentSelect = {
  id: true,
  churchId: true,
  role: true,
  firstname: true,
  middlename: true,
  lastname: true,
  email: true,
  cellPhone: true,
  address: true,
  address2: true,
  city: true,
  state: true,
  zip: true,
  locale: true,
  unsubscribedAt: true,
} as const;

export type PortalParent = Prisma.ParentGetPayload<{ select: typeof parentSelect }>;
export type PortalContext = { session: SessionUser; parent: PortalParent; church: { id: string; name: string } };

/**
 * The children of the signed-in parent: students of the parent's church whose mother, father or
 * legal guardian is this parent. Every portal query of a student (and, through `student`, of a
 * registration, absence or document) goes through this one predicate.
 */
export function ownChildWhere(parent: { id: string; churchId: string }): Prisma.StudentWhereInput {
  return { churchId: parent.churchId, OR: [{ motherId: parent.id }, { fatherId: parent.id }, { legalGuardianId: parent.id }] };
}

/** A registration of one of the parent's children, in the parent's church. */
export const ownRegistrationWhere = (parent: { id: string; churchId: string }): Prisma.RegistrationWhereInput => ({ churchId: parent.churchId, student: ownChildWhere(parent) });

/** The Parent record linked to the session's user in the session's church (null when none: not a portal parent). */
export async function portalParentOf(session: SessionUser): Promise<PortalParent | null> {
  if (!session.roles.includes("PARENT")) return null;
  return db.parent.findFirst({ where: { userId: session.user.id, churchId: session.church.id }, select: parentSelect });
}

/**
 * The one guard of every parent-portal loader and action: the signed-in user with the PARENT role
 * in the session's church, and the Parent linked to that user (Parent.userId) in that church.
 * Signed out, or a parent account with no Parent linked: to the parent sign-in page (remembering
 * the page asked for). Signed in without the PARENT role (staff, a teacher): /unauthorized, as the
 * app's guard answers a role outside an area.
 */
export async function requireParent(request: Request): Promise<PortalContext> {
  const session = await getSessionUser(request);
  const url = new URL(request.url);
  const here = safeRedirectPath(url.pathname + url.search);
  const signIn = here && here !== PORTAL && request.method === "GET" ? `${PARENT_SIGN_IN}?u=${encodeURIComponent(here)}` : PARENT_SIGN_IN;
  if (!session) throw redirect(signIn);
  if (!session.roles.includes("PARENT")) throw redirect("/unauthorized");
  const parent = await portalParentOf(session);
  if (!parent) throw redirect(PARENT_SIGN_IN);
  return { session, parent, church: { id: session.church.id, name: session.church.name } };
}

/** Where a sign-in may go afterwards: a page of the portal only. */
export function portalPath(u: string | null | undefined): string | null {
  const path = safeRedirectPath(u);
  return path && (path === PORTAL || path.startsWith(`${PORTAL}/`) || path.startsWith(`${PORTAL}?`)) ? path : null;
}
