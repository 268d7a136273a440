import { z } from "zod";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { formatCents, parseDollars } from "~/utils/money";
import { isRecordId } from "~/utils/text";
import { billingGateway } from "./gateway.server";
import { settleTuition } from "./settle-tuition.server";
import { tuitionOwed } from "./tuition";
import { returnUrl } from "./subscribe.server";

export const NOT_CONNECTED = "Card payments are not set up yet: connect the parish's Stripe account in Religious Education > Payments.";
export const NOTHING_DUE = "There is no tuition due on this registration.";

const amount = z.string({ error: "Enter an amount" }).transform((value, ctx) => {
  const cents = parseDollars(value);
  if (!cents) {
    ctx.addIssue({ code: "custom", message: "Enter an amount like 50 or 50.00" });
    return z.NEVER;
  }
  return cents;
});

export const PayTuitionSchema = z.object({ amount });
export const RecordPaymentSchema = z.object({
  amount,
  method: z.enum(["cash", "check", "other"], { error: "Choose how it was paid" }),
  note: z.string({ error: "Add a note (who paid, check number...)" }).trim().min(1, "Add a note (who paid, check number...)").max(500, "The note must be at most 500 characters"),
});

export type TuitionRegistration = { id: string; churchId: string };

/** A registration's tuition: what is due and what was paid (less refunds), from its payments. */
export async function getTuition(churchId: string, registrationId: string) {
  const registration = isRecordId(registrationId)
    ? await db.registration.findFirst({
        where: { id: registrationId, churchId },
        select: {
          id: true,
          tuitionCents: true,
          paid: true,
          student: { select: { id: true, firstname: true, middlename: true, lastname: true } },
          schoolClass: { select: { id: true, className: true } },
          schoolYear: { select: { yearName: true } },
          payments: { orderBy: { paidAt: "asc" } },
        },
      })
    : null;
  if (!registration) throw notFound();
  return { ...registration, ...tuitionOwed(registration) };
}

/**
 * 'Pay tuition': a Stripe Checkout on the parish's connected account for `amountCents` (the amount
 * due when not given; a part of it adds up), the registration's id in the metadata; returns the URL
 * to send the payer to. Staff use it now; the parent portal will call it the same way.
 */
export async function tuitionCheckoutUrl(registration: TuitionRegistration, options: { amountCents?: number; returnPath: string; locale?: "en" | "es" }) {
  const tuition = await getTuition(registration.churchId, registration.id);
  if (tuition.dueCents <= 0) throw new AppError("CONFLICT", NOTHING_DUE);
  const amountCents = options.amountCents ?? tuition.dueCents;
  if (amountCents > tuition.dueCents) throw new AppError("INVALID", `The amount is more than the ${formatCents(tuition.dueCents)} due.`, { amount: [`Enter at most ${formatCents(tuition.dueCents)}`] });
  const church = await db.church.findUnique({ where: { id: registration.churchId }, select: { stripeConnectAccountId: true, connectChargesEnabled: true } });
  if (!church?.stripeConnectAccountId || !church.connectChargesEnabled) throw new AppError("CONFLICT", NOT_CONNECTED);
  const gateway = billingGateway();
  const student = `${tuition.student.firstname} ${tuition.student.lastname}`;
  const checkout = await gateway.createTuitionCheckout({
    churchId: registration.churchId,
    accountId: church.stripeConnectAccountId,
    registrationId: tuition.id,
    amountCents,
    description: `Tuition ${tuition.schoolYear.yearName}: ${student}, ${tuition.schoolClass.className}`,
    // A return path may carry its own query (the public registration's ?d=): session_id joins it.
    successUrl: returnUrl(gateway, `${options.returnPath}${options.returnPath.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`),
    cancelUrl: returnUrl(gateway, options.returnPath),
    locale: options.locale,
  });
  return checkout.url.replace("{CHECKOUT_SESSION_ID}", checkout.id);
}

/** Staff mark paid by hand (cash, check): a payment with its note; the Paid flag follows. */
export async function recordTuitionPayment(churchId: string, registrationId: string, values: z.output<typeof RecordPaymentSchema>, now = new Date()) {
  const tuition = await getTuition(churchId, registrationId);
  await db.$transaction(async (tx) => {
    await tx.tuitionPayment.create({ data: { churchId, registrationId: tuition.id, amountCents: values.amount, method: values.method, note: values.note, paidAt: now } });
    await settleTuition(tx, churchId, tuition.id);
  });
}
