import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { hashPassword } from "~/utils/password.server";
import { hashToken } from "~/utils/tokens.server";
import { INVALID_RESET_LINK } from "./messages";


/** The reset token's owner if the link is still good (unused, under an hour old). */
export async function findValidResetToken(token: string) {
  if (!token || token.length > 200) return null;
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt < new Date()) return null;
  return row;
}

/** Sets the new password, spends the token and signs the user out everywhere (sessions and sign-in links). */
export async function resetPassword(token: string, password: string) {
  const row = await findValidResetToken(token);
  if (!row) throw new AppError("INVALID", INVALID_RESET_LINK);
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: row.id, churchId: row.churchId, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (spent.count !== 1) throw new AppError("INVALID", INVALID_RESET_LINK);
    await tx.user.updateMany({ where: { id: row.userId, churchId: row.churchId }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: row.userId, churchId: row.churchId } });
    await tx.loginLinkToken.deleteMany({ where: { userId: row.userId, churchId: row.churchId } });
  });
}
