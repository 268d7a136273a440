import type Stripe from "stripe";
import { db, type Tx } from "~/utils/db.server";

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

async function churchIdFor(tx: Tx, subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata?.churchId;
  if (fromMetadata) {
    const church = await tx.church.findUnique({ where: { id: fromMetadata }, select: { id: true } });
    if (church) return church.id;
  }
  const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer?.id;
  if (!customer) return null;
  const church = await tx.church.findUnique({ where: { stripeCustomerId: customer }, select: { id: true } });
  return church?.id ?? null;
}

async function upsertSubscription(tx: Tx, subscription: Stripe.Subscription) {
  const churchId = await churchIdFor(tx, subscription);
  if (!churchId) return "ignored: no church for this subscription";
  const item = subscription.items?.data?.[0];
  const values = {
    status: subscription.status,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    stripePriceId: item?.price?.id ?? null,
  };
  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId: subscription.id } });
  if (existing && existing.churchId !== churchId) return "ignored: subscription belongs to another church";
  if (existing) {
    await tx.subscription.updateMany({ where: { id: existing.id, churchId }, data: values });
  } else {
    // The first Stripe subscription replaces the local trial.
    await tx.subscription.deleteMany({ where: { churchId, stripeSubscriptionId: null } });
    await tx.subscription.create({ data: { churchId, stripeSubscriptionId: subscription.id, ...values } });
  }
  return "applied";
}

/** Applies a verified Stripe event exactly once: the event id is recorded in the same transaction. */
export async function applyStripeEvent(event: Stripe.Event): Promise<"applied" | "duplicate" | string> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "ProcessedWebhookEvent" ("id", "provider", "type") VALUES (${event.id}, 'stripe', ${event.type})
      ON CONFLICT ("id") DO NOTHING`;
    if (inserted === 0) return "duplicate";
    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
      case "customer.subscription.trial_will_end":
        return upsertSubscription(tx, event.data.object as Stripe.Subscription);
      default:
        return `ignored: ${event.type}`;
    }
  });
}
