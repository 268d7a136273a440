import { randomInt } from "node:crypto";
import { startTrial } from "~/modules/billing/start-trial.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { welcomeEmail } from "~/emails/templates/welcome";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { hashPassword } from "~/utils/password.server";

export type RegisterInput = { churchName: string; firstname: string; lastname: string; email: string; password: string };

/** Account ids are short numbers staff can read out on the phone. */
export const newAccountId = () => String(randomInt(10_000_000, 99_999_999));

/** Creates the church, its ChurchUser and a 30-day trial in one transaction, then sends the welcome e-mail. */
export async function registerChurch(input: RegisterInput) {
  const passwordHash = await hashPassword(input.password);
  const taken = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (taken) throw new AppError("CONFLICT", "An account with this email already exists.", { email: ["An account with this email already exists."] });
  try {
    const { church, user, emailId } = await db.$transaction(async (tx) => {
      const church = await tx.church.create({ data: { name: input.churchName, accountId: newAccountId() } });
      const user = await tx.user.create({
        data: {
          churchId: church.id,
          email: input.email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          roles: { create: { churchId: church.id, role: "CHURCH_USER" } },
        },
      });
      await startTrial(tx, church.id);
      const emailId = await queueEmail(tx, church.id, welcomeEmail({ to: user.email, firstname: user.firstname, churchName: church.name }));
      return { church, user, emailId };
    });
    return { church, user, emailId };
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") {
      throw new AppError("CONFLICT", "An account with this email already exists.", { email: ["An account with this email already exists."] });
    }
    throw error;
  }
}
