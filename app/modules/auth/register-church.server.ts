import { randomInt } from "node:crypto";
import { startTrial } from "~/modules/billing/start-trial.server";
import { TRIAL_DAYS } from "~/modules/billing/trial";
import { queueEmail } from "~/modules/email/queue-email.server";
import { welcomeEmail } from "~/emails/templates/welcome";
import { db } from "~/utils/db.server";
import { AppError, isUniqueViolation } from "~/utils/errors.server";
import { hashPassword } from "~/utils/password.server";

export type RegisterInput = { churchName: string; firstname: string; lastname: string; email: string; password: string };

/** Account ids are short numbers staff can read out on the phone. */
export const newAccountId = () => String(randomInt(10_000_000, 99_999_999));

/** Creates the church, its ChurchUser and a 30-day trial in one transaction, then sends the welcome e-mail. */
const EMAIL_TAKEN = "An account with this email already exists.";
const emailTaken = () => new AppError("CONFLICT", EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

export async function registerChurch(input: RegisterInput) {
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
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
      const emailId = await queueEmail(tx, church.id, welcomeEmail({ to: user.email, firstname: user.firstname, churchName: church.name, trialDays: TRIAL_DAYS }));
      return { church, user, emailId };
    });
  } catch (error) {
    // Two registrations with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
