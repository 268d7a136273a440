import { db } from "./db.server";
import { AppError } from "./errors.server";

export type RateRule = { limit: number; windowSeconds: number; lockSeconds: number };

// Failed logins: per account (guessing one password) and per address (trying many accounts).
export const LOGIN_RULES = {
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  address: { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

// Sign-in links (login/re/teacher, login/re/parent): unknown or expired tokens per address.
export const LOGIN_LINK_RULE: RateRule = { limit: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

// Requests that e-mail a link (password reset, a teacher's sign-in link), per address, counted
// whether or not the account exists.
export const EMAIL_LINK_RULE: RateRule = { limit: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
// The public new-member form, per address: a family filling it in a few times never meets it.
export const PUBLIC_FORM_RULE: RateRule = { limit: 20, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };
export const TOO_MANY_REQUESTS = "Too many requests. Please try again later.";

/** Pure rule: the counter after one more failure at `now`. */
export function nextWindow(
  current: { count: number; windowStart: Date; lockedUntil: Date | null } | null,
  rule: RateRule,
  now: Date,
): { count: number; windowStart: Date; lockedUntil: Date | null } {
  const expired = !current || now.getTime() - current.windowStart.getTime() >= rule.windowSeconds * 1000;
  const count = expired ? 1 : current.count + 1;
  const windowStart = expired ? now : current.windowStart;
  const lockedUntil = count >= rule.limit ? new Date(now.getTime() + rule.lockSeconds * 1000) : null;
  return { count, windowStart, lockedUntil };
}

/** Seconds until `keys` may try again, or 0. */
export async function lockedFor(keys: string[], now = new Date()): Promise<number> {
  const rows = await db.rateLimit.findMany({ where: { key: { in: keys }, lockedUntil: { gt: now } } });
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil!.getTime()));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Counts one failure against `key`; the row lock keeps concurrent instances consistent. */
export async function recordFailure(key: string, rule: RateRule, now = new Date()) {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "RateLimit" ("key", "count", "windowStart") VALUES (${key}, 0, ${now}) ON CONFLICT ("key") DO NOTHING`;
    const [current] = await tx.$queryRaw<{ count: number; windowStart: Date; lockedUntil: Date | null }[]>`
      SELECT "count", "windowStart", "lockedUntil" FROM "RateLimit" WHERE "key" = ${key} FOR UPDATE`;
    const next = nextWindow(current.count === 0 ? null : current, rule, now);
    await tx.rateLimit.update({ where: { key }, data: next });
  });
}

export const clearFailures = (key: string) => db.rateLimit.deleteMany({ where: { key } });

/** Counts a request from `key` under `rule`; 429 once the key is locked. */
export async function countRequest(key: string, rule: RateRule) {
  if ((await lockedFor([key])) > 0) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS);
  await recordFailure(key, rule);
}

/** Counts a request that e-mails a link from `key` (EMAIL_LINK_RULE). */
export const countEmailLinkRequest = (key: string) => countRequest(key, EMAIL_LINK_RULE);
