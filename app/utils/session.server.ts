import { createCookie, createCookieSessionStorage, createSession, redirect, type Session as CookieSession } from "@remix-run/node";
import { db, sqlRows } from "./db.server";
import { sessionSecret, usesHttps } from "./env.server";
import { readSessionRows } from "./session-cache.server";
import { hashToken, newToken } from "./tokens.server";
import type { AccessSubscription } from "./billing-access";
import type { RoleName } from "./roles";

export type Toast = { type: "success" | "error" | "info"; message: string };
type SessionData = { token: string; remember: boolean };
type FlashData = { toasts: Toast[] };

const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
const DEFAULT_SECONDS = 24 * 60 * 60;
const SLIDE_AFTER_MS = 60 * 60 * 1000;

let cached: {
  secret: string;
  cookie: ReturnType<typeof createCookie>;
  storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>>;
  /** What recent Cookie headers hold, their signature checked (HEADERS_KEPT at most). */
  parsed: Map<string, Promise<unknown>>;
} | null = null;

/** The session cookie and its storage, made once per secret (the tests change it). */
function sessionCookie() {
  const secret = sessionSecret();
  if (cached?.secret !== secret) {
    const cookie = createCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      secure: usesHttps(),
      path: "/",
      secrets: [secret],
    });
    cached = { secret, cookie, storage: createCookieSessionStorage<SessionData, FlashData>({ cookie }), parsed: new Map() };
  }
  return cached;
}

const storage = () => sessionCookie().storage;

// Every request of a signed-in browser carries the same Cookie header until the session changes it:
// its signature (an HMAC, about 1.5% of a light page's server time) is checked once, and each caller
// gets its own session made from what it holds (as getSession does). The same header always gives
// the same answer; the cache is the secret's own, and forgets its oldest header when full.
const HEADERS_KEPT = 1000;

export async function getCookieSession(request: Request) {
  const header = request.headers.get("Cookie");
  let data: Promise<unknown> = Promise.resolve(null);
  if (header) {
    const { cookie, parsed } = sessionCookie();
    data = parsed.get(header) ?? cookie.parse(header);
    if (!parsed.has(header)) {
      if (parsed.size >= HEADERS_KEPT) parsed.delete(parsed.keys().next().value!);
      parsed.set(header, data);
    }
  }
  return createSession<SessionData, FlashData>(((await data) as SessionData | null) ?? undefined);
}

export const commitCookieSession = (session: CookieSession<SessionData, FlashData>) =>
  storage().commitSession(session, session.get("remember") ? { maxAge: REMEMBER_SECONDS } : undefined);

export type SessionUser = {
  sessionId: string;
  /** The church's subscriptions (status, trial end, past due since), read with the session: the shell and the read-only guard need them on every page. */
  subscriptions: AccessSubscription[];
  user: { id: string; email: string; firstname: string; middlename: string | null; lastname: string; photoFileId: string | null; moduleOnLogin: string | null };
  church: { id: string; name: string; accountId: string };
  roles: RoleName[];
  /** The church's teacher record linked to the user (whom the teacher portal shows), or null. */
  teacherId: string | null;
};

type SessionRow = {
  id: string;
  churchId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  churchName: string;
  accountId: string;
  suspendedAt: Date | null;
  userId: string;
  userChurchId: string;
  email: string;
  firstname: string;
  middlename: string | null;
  lastname: string;
  photoFileId: string | null;
  moduleOnLogin: string | null;
  deactivatedAt: Date | null;
  roles: string[];
  teacherId: string | null;
  subscriptions: { status: string; trialEnd: string | null; pastDueSince: string | null }[];
};

/** One round trip: the session with its church, user, the user's roles and teacher record in that church and the church's subscriptions. */
const findSession = (id: string) =>
  sqlRows<SessionRow>`
    SELECT s."id", s."churchId", s."expiresAt", s."lastSeenAt",
      c."name" AS "churchName", c."accountId", c."suspendedAt",
      u."id" AS "userId", u."churchId" AS "userChurchId", u."email", u."firstname", u."middlename", u."lastname", u."photoFileId", u."moduleOnLogin"::text AS "moduleOnLogin", u."deactivatedAt",
      ARRAY(SELECT r."role"::text FROM "UserRole" r WHERE r."userId" = u."id" AND r."churchId" = s."churchId" ORDER BY r."role") AS "roles",
      (SELECT t."id" FROM "Teacher" t WHERE t."userId" = u."id" AND t."churchId" = s."churchId") AS "teacherId",
      COALESCE((SELECT json_agg(json_build_object('status', b."status", 'trialEnd', b."trialEnd", 'pastDueSince', b."pastDueSince") ORDER BY b."createdAt")
        FROM "Subscription" b WHERE b."churchId" = s."churchId"), '[]'::json) AS "subscriptions"
    FROM "Session" s JOIN "Church" c ON c."id" = s."churchId" JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${id}`;

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  const token = (await getCookieSession(request)).get("token");
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await readSessionRows(id, () => findSession(id));
  if (!row || row.expiresAt < new Date() || row.userChurchId !== row.churchId) return null;
  // A suspended church or a deactivated user is signed out everywhere (their sessions are also deleted then).
  if (row.suspendedAt || row.deactivatedAt) return null;
  if (Date.now() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    const lifetime = row.expiresAt.getTime() - row.lastSeenAt.getTime();
    await db.session.updateMany({ where: { id: row.id }, data: { lastSeenAt: new Date(), expiresAt: new Date(Date.now() + lifetime) } });
  }
  // json_build_object writes timestamp(3) (UTC, no zone) as ISO text without the Z.
  const utc = (text: string | null) => (text ? new Date(`${text}Z`) : null);
  return {
    sessionId: row.id,
    subscriptions: row.subscriptions.map((b) => ({ status: b.status, trialEnd: utc(b.trialEnd), pastDueSince: utc(b.pastDueSince) })),
    user: { id: row.userId, email: row.email, firstname: row.firstname, middlename: row.middlename, lastname: row.lastname, photoFileId: row.photoFileId, moduleOnLogin: row.moduleOnLogin },
    church: { id: row.churchId, name: row.churchName, accountId: row.accountId },
    roles: row.roles as RoleName[],
    teacherId: row.teacherId,
  };
}

// A page's loaders (the area's layout and the page) run with the same Request: one lookup serves
// them all. Only for reads: an action may change what the session says, and the loaders after it
// look again.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null; an expired or deleted session row means signed out. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSessionUser(request);
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** Creates the session row and returns the Set-Cookie header that carries its token. */
export async function startSession(
  request: Request,
  input: { userId: string; churchId: string; remember: boolean; ip?: string | null },
): Promise<string> {
  const token = newToken();
  const seconds = input.remember ? REMEMBER_SECONDS : DEFAULT_SECONDS;
  await db.session.create({
    data: {
      id: hashToken(token),
      userId: input.userId,
      churchId: input.churchId,
      expiresAt: new Date(Date.now() + seconds * 1000),
      ip: input.ip?.slice(0, 100) ?? null,
      userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
    },
  });
  const session = await getCookieSession(request);
  session.set("token", token);
  session.set("remember", input.remember);
  return commitCookieSession(session);
}

/** Deletes the session row, so a copied cookie stops working, and clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const session = await getCookieSession(request);
  const token = session.get("token");
  if (token) await db.session.deleteMany({ where: { id: hashToken(token) } });
  session.unset("token");
  session.unset("remember");
  return storage().commitSession(session);
}

export async function redirectWithToast(request: Request, to: string, toast: Toast, headers?: HeadersInit) {
  const session = await getCookieSession(request);
  session.flash("toasts", [...(session.get("toasts") ?? []), toast]);
  const responseHeaders = new Headers(headers);
  responseHeaders.append("Set-Cookie", await commitCookieSession(session));
  return redirect(to, { headers: responseHeaders });
}

/** Adds a toast to a Set-Cookie header that is about to be sent (e.g. right after login). */
export async function withToast(cookieHeader: string, toast: Toast): Promise<string> {
  const session = await storage().getSession(cookieHeader.split(";")[0]);
  session.flash("toasts", [toast]);
  return commitCookieSession(session);
}

/** Toasts waiting in the session, and the header that clears them. */
export async function takeToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const session = await getCookieSession(request);
  const toasts = session.get("toasts") ?? [];
  if (toasts.length === 0) return { toasts, setCookie: null };
  return { toasts, setCookie: await commitCookieSession(session) };
}
