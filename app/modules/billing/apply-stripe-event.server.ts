import type Stripe from "stripe";
import { db, type Tx } from "~/utils/db.server";
import { billingGateway } from "./gateway.server";
import { settleTuition } from "./settle-tuition.server";

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

async function churchIdFor(tx: Tx, subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata?.churchId;
  if (fromMetadata) {
    const church = await tx.church.findUnique({ where: { id: fromMetadata }, select: { id: true } });
    if (church) return church.id;
  }
  const customer = idOf(subscription.customer);
  if (!customer) return null;
  const church = await tx.church.findUnique({ where: { stripeCustomerId: customer }, select: { id: true } });
  return church?.id ?? null;
}

/**
 * Writes a subscription's state. `current` says it was just read from Stripe (the state now, whatever
 * the event's age); otherwise it is the event's own copy, applied only when the event is not older
 * than the last one applied. So replays and late or reordered deliveries end in the right state.
 */
async function upsertSubscription(tx: Tx, subscription: Stripe.Subscription, eventAt: Date, current: boolean) {
  const churchId = await churchIdFor(tx, subscription);
  if (!churchId) return "ignored: no church for this subscription";
  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId: subscription.id } });
  if (existing && existing.churchId !== churchId) return "ignored: subscription belongs to another church";
  if (existing && !current && existing.stripeEventAt && existing.stripeEventAt > eventAt) return "ignored: older than the state applied";
  const item = subscription.items?.data?.[0];
  const pastDue = subscription.status === "past_due";
  const values = {
    status: subscription.status,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    stripePriceId: item?.price?.id ?? null,
    pastDueSince: pastDue ? (existing?.pastDueSince ?? eventAt) : null,
    stripeEventAt: existing?.stripeEventAt && existing.stripeEventAt > eventAt ? existing.stripeEventAt : eventAt,
  };
  if (existing) {
    await tx.subscription.updateMany({ where: { id: existing.id, churchId }, data: values });
  } else {
    // The first Stripe subscription replaces the local trial.
    await tx.subscription.deleteMany({ where: { churchId, stripeSubscriptionId: null } });
    await tx.subscription.create({ data: { churchId, stripeSubscriptionId: subscription.id, ...values } });
  }
  return "applied";
}

/** The subscription an event is about (its id), for events that carry something else (checkout, invoices). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case "checkout.session.completed":
      return (object.mode === "subscription" && idOf(object.subscription as string | null)) || null;
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription) ?? null;
    }
    default:
      return event.type.startsWith("customer.subscription.") ? (object.id as string) : null;
  }
}

/** Connect events (tuition): the church is the one whose connected account sent them. */
async function churchOfAccount(tx: Tx, account: string | undefined) {
  if (!account) return null;
  return tx.church.findUnique({ where: { stripeConnectAccountId: account }, select: { id: true } });
}

async function recordTuitionPayment(tx: Tx, event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.mode !== "payment" || session.metadata?.kind !== "tuition") return `ignored: ${event.type} (not tuition)`;
  if (session.payment_status !== "paid") return "ignored: not paid yet";
  const church = await churchOfAccount(tx, event.account);
  if (!church) return "ignored: no church for this account";
  const registrationId = session.metadata?.registrationId ?? "";
  const registration = await tx.registration.findFirst({ where: { id: registrationId, churchId: church.id }, select: { id: true } });
  if (!registration) return "ignored: no such registration in this church";
  const paymentIntent = idOf(session.payment_intent);
  const { count } = await tx.tuitionPayment.createMany({
    data: [
      {
        churchId: church.id,
        registrationId: registration.id,
        amountCents: session.amount_total ?? 0,
        method: "card",
        reference: paymentIntent ?? session.id,
        paidAt: new Date(event.created * 1000),
        stripeCheckoutSessionId: session.id,
        stripePaymentIntentId: paymentIntent,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return "duplicate: payment already recorded";
  await settleTuition(tx, church.id, registration.id);
  return "applied";
}

async function recordRefund(tx: Tx, event: Stripe.Event) {
  const charge = event.data.object as Stripe.Charge;
  const church = await churchOfAccount(tx, event.account);
  const paymentIntent = idOf(charge.payment_intent);
  if (!church || !paymentIntent) return "ignored: no church or payment for this refund";
  const payment = await tx.tuitionPayment.findFirst({ where: { churchId: church.id, stripePaymentIntentId: paymentIntent } });
  if (!payment) return "ignored: no such payment";
  // amount_refunded is the charge's running total: the larger one wins, whatever the order.
  const refunded = Math.min(payment.amountCents, Math.max(payment.refundedCents, charge.amount_refunded ?? 0));
  await tx.tuitionPayment.updateMany({ where: { id: payment.id, churchId: church.id }, data: { refundedCents: refunded } });
  await settleTuition(tx, church.id, payment.registrationId);
  return "applied";
}

async function applyAccount(tx: Tx, event: Stripe.Event) {
  const account = event.data.object as Stripe.Account;
  const { count } = await tx.church.updateMany({ where: { stripeConnectAccountId: account.id }, data: { connectChargesEnabled: account.charges_enabled ?? false } });
  return count ? "applied" : "ignored: no church for this account";
}

/**
 * Applies a verified Stripe event exactly once: the event id is recorded in the same transaction.
 * A subscription event is applied by the subscription's current state, read from Stripe first
 * (outside the transaction); where it cannot be read (local mode) the event's own copy is used.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<"applied" | "duplicate" | string> {
  const subscriptionId = event.account ? null : subscriptionIdOf(event);
  const fresh = subscriptionId ? await billingGateway().retrieveSubscription(subscriptionId) : null;
  const eventAt = new Date(event.created * 1000);
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "ProcessedWebhookEvent" ("id", "provider", "type") VALUES (${event.id}, 'stripe', ${event.type})
      ON CONFLICT ("id") DO NOTHING`;
    if (inserted === 0) return "duplicate";
    if (fresh) return upsertSubscription(tx, fresh, eventAt, true);
    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
      case "customer.subscription.trial_will_end":
        return upsertSubscription(tx, event.data.object as Stripe.Subscription, eventAt, false);
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return event.account ? recordTuitionPayment(tx, event) : "applied: the subscription's own events make it true";
      case "charge.refunded":
        return recordRefund(tx, event);
      case "account.updated":
        return applyAccount(tx, event);
      default:
        return `ignored: ${event.type}`;
    }
  });
}
