import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { dummyHash, hashPassword, MAX_PASSWORD_LENGTH, needsRehash, verifyPassword } from "~/utils/password.server";
import { clearFailures, LOGIN_RULES, lockedFor, recordFailure } from "~/utils/rate-limit.server";
import { hasControlChars, replaceControlChars } from "~/utils/text";
import { LOGIN_MESSAGES, tooManyAttempts } from "./messages";

export type LoginInput = { user: string; pwd: string; ip: string | null };

const MAX_USER_LENGTH = 254;

/**
 * Checks the credentials under the per-account and per-address limits; returns the user. The
 * verify function of the form strategy (authenticator.server.ts).
 */
export async function login({ user, pwd, ip }: LoginInput) {
  const username = user.trim().toLowerCase();
  if (!username || !pwd) throw new AppError("INVALID", LOGIN_MESSAGES.missing);
  // No account name holds control characters, and PostgreSQL refuses NUL: such a name never matches.
  const plain = !hasControlChars(username);
  const accountKey = `login:account:${replaceControlChars(username).slice(0, MAX_USER_LENGTH)}`;
  const addressKey = `login:address:${ip ?? "unknown"}`;

  const wait = await lockedFor([accountKey, addressKey]);
  if (wait > 0) throw new AppError("TOO_MANY_REQUESTS", tooManyAttempts(wait));

  const found =
    plain && username.length <= MAX_USER_LENGTH && pwd.length <= MAX_PASSWORD_LENGTH
      ? await db.user.findUnique({ where: { email: username }, include: { roles: true, church: { select: { suspendedAt: true } } } })
      : null;
  // An account without a password (a teacher who signs in by e-mailed links) costs the same time as any other and never matches.
  const ok = await verifyPassword(pwd.slice(0, MAX_PASSWORD_LENGTH), found?.passwordHash || (await dummyHash()));
  if (!found || !ok) {
    await recordFailure(accountKey, LOGIN_RULES.account);
    await recordFailure(addressKey, LOGIN_RULES.address);
    throw new AppError("FORBIDDEN", LOGIN_MESSAGES.invalid);
  }
  await clearFailures(accountKey);
  // Only the right password learns that the account is closed.
  if (found.church.suspendedAt) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.suspended);
  if (found.deactivatedAt) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.deactivated);
  if (needsRehash(found.passwordHash)) {
    // A hash of weaker parameters than today's: store a new one (unless the password changed meanwhile).
    const passwordHash = await hashPassword(pwd);
    await db.user.updateMany({ where: { id: found.id, churchId: found.churchId, passwordHash: found.passwordHash }, data: { passwordHash } });
  }
  return found;
}
