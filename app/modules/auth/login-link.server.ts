import type { LoginLinkPurpose } from "~/generated/prisma/enums";
import { db, type Tx } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { AppError, notFound } from "~/utils/errors.server";
import { safeRedirectPath } from "~/utils/landing";
import { LOGIN_LINK_RULE, lockedFor, recordFailure } from "~/utils/rate-limit.server";
import type { RoleName } from "~/utils/roles";
import { hashToken, newToken } from "~/utils/tokens.server";
import { INVALID_LOGIN_LINK, LOGIN_LINK_DAYS, tooManyAttempts } from "./messages";

export type { LoginLinkPurpose };

/** Per purpose: the role the user must hold, the link's path, and where it lands without `u`. */
export const LOGIN_LINKS: Record<LoginLinkPurpose, { role: RoleName; path: string; landing: string }> = {
  TEACHER: { role: "TEACHER", path: "/login/re/teacher", landing: "/re/teacher" },
  PARENT: { role: "PARENT", path: "/login/re/parent", landing: "/re/parent" },
};

const MAX_TOKEN_LENGTH = 200;

/** A parent's link lasts 30 minutes (it is asked for on the spot, from the sign-in page or an invitation); a teacher's LOGIN_LINK_DAYS days. */
export const PARENT_LINK_MINUTES = 30;
const LIFETIME_MS: Record<LoginLinkPurpose, number> = { TEACHER: LOGIN_LINK_DAYS * 24 * 60 * 60 * 1000, PARENT: PARENT_LINK_MINUTES * 60 * 1000 };

/**
 * Creates a sign-in link for a user of the church who holds the purpose's role (a teacher for
 * TEACHER). The link works once, within LOGIN_LINK_DAYS days (a PARENT link: PARENT_LINK_MINUTES minutes); `to` (a local path such as
 * /re/teacher/classes/grade-2) becomes its `u`. Another church's user, or one without the role, is
 * a 404. `tx`: inside the caller's transaction (the link and its e-mail are written together).
 */
export async function createLoginLink(input: { churchId: string; userId: string; purpose: LoginLinkPurpose; to?: string | null; now?: Date; tx?: Tx }) {
  const { role, path } = LOGIN_LINKS[input.purpose];
  const client = input.tx ?? db;
  const user = await client.user.findFirst({
    where: { id: input.userId, churchId: input.churchId, roles: { some: { churchId: input.churchId, role } } },
    select: { id: true },
  });
  if (!user) throw notFound();
  const token = newToken();
  const expiresAt = new Date((input.now ?? new Date()).getTime() + LIFETIME_MS[input.purpose]);
  await client.loginLinkToken.create({ data: { churchId: input.churchId, userId: user.id, purpose: input.purpose, tokenHash: hashToken(token), expiresAt } });
  const to = safeRedirectPath(input.to);
  const url = `${appUrl()}${path}?token=${encodeURIComponent(token)}${to ? `&u=${encodeURIComponent(to)}` : ""}`;
  return { token, url, expiresAt };
}

/**
 * Spends a link: its user, or null when it is unknown, of another purpose, for a user moved to
 * another church or without the role, expired, or already used. Spending is one conditional
 * UPDATE (still unused and not expired): of two clicks at the same moment only one finds the row
 * unused (PostgreSQL re-checks the condition once the first one's update commits), so a link
 * signs in once.
 */
async function spendLink(token: string, purpose: LoginLinkPurpose, now: Date) {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const row = await db.loginLinkToken.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: { include: { roles: true } } } });
  if (!row || row.purpose !== purpose || row.user.churchId !== row.churchId) return null;
  if (!row.user.roles.some((r) => r.churchId === row.churchId && r.role === LOGIN_LINKS[purpose].role)) return null;
  const spent = await db.loginLinkToken.updateMany({ where: { id: row.id, churchId: row.churchId, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return spent.count === 1 ? row.user : null;
}

/**
 * The verify function of the link strategies: the link's user, the link spent, or an AppError
 * (an invalid, expired or used link, or too many bad links from this address: LOGIN_LINK_RULE).
 */
export async function verifyLoginLink(input: { token: string; purpose: LoginLinkPurpose; ip: string | null; now?: Date }) {
  const now = input.now ?? new Date();
  const addressKey = `login-link:address:${input.ip ?? "unknown"}`;
  const wait = await lockedFor([addressKey], now);
  if (wait > 0) throw new AppError("TOO_MANY_REQUESTS", tooManyAttempts(wait));
  const user = await spendLink(input.token, input.purpose, now);
  if (!user) {
    await recordFailure(addressKey, LOGIN_LINK_RULE, now);
    throw new AppError("FORBIDDEN", INVALID_LOGIN_LINK);
  }
  return user;
}

/** Where a link goes after signing in: its `u` when that is a local path, else the portal. */
export function loginLinkLanding(purpose: LoginLinkPurpose, u: string | null) {
  return safeRedirectPath(u) ?? LOGIN_LINKS[purpose].landing;
}
