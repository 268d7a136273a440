// The local billing mode's stand-ins for Stripe's hosted pages (checkout, billing portal, Connect
// onboarding). What they confirm is sent as a Stripe-shaped event, signed with the webhook secret,
// through the same receiveWebhook as Stripe's own: one code path makes things true in both modes.
import { randomBytes } from "node:crypto";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isLocalBilling, stripe, webhookSecrets } from "~/utils/stripe.server";
import { receiveWebhook } from "./receive-webhook.server";

const DAY_S = 24 * 60 * 60;
const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The local pages exist only in the local billing mode. */
export function requireLocalBilling() {
  if (!isLocalBilling()) throw new Response("Not Found", { status: 404 });
}

export async function deliverLocalEvent(type: string, object: Record<string, unknown>, options: { account?: string; now?: Date } = {}) {
  const event = {
    id: localId("evt"),
    object: "event",
    api_version: "local",
    created: unix(options.now ?? new Date()),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    ...(options.account ? { account: options.account } : {}),
    data: { object },
  };
  const payload = JSON.stringify(event);
  const signature = stripe().webhooks.generateTestHeaderString({ payload, secret: webhookSecrets()[0] });
  const answer = await receiveWebhook(payload, signature);
  if (answer.status !== 200) throw new Error(`local event ${type} refused: ${answer.status}`);
  return answer;
}

export async function getLocalCheckout(sessionId: string) {
  const session = await db.localCheckoutSession.findUnique({
    where: { id: sessionId },
    include: { church: { select: { name: true } } },
  });
  if (!session) throw notFound();
  const registration = session.registrationId
    ? await db.registration.findFirst({
        where: { id: session.registrationId, churchId: session.churchId },
        select: { student: { select: { firstname: true, lastname: true } }, schoolClass: { select: { className: true } } },
      })
    : null;
  return { ...session, registration };
}

export const subscriptionObject = (input: { id: string; customer: string | null; churchId: string; status: string; now: Date }) => ({
  id: input.id,
  object: "subscription",
  customer: input.customer,
  status: input.status,
  cancel_at_period_end: false,
  trial_end: null,
  metadata: { churchId: input.churchId },
  items: { object: "list", data: [{ id: localId("si"), object: "subscription_item", current_period_end: unix(input.now) + 30 * DAY_S, price: { id: "price_local_monthly" } }] },
});

/** Pay on the local checkout page: once (a second click finds it complete), then the events Stripe would send. */
export async function completeLocalCheckout(sessionId: string, now = new Date()) {
  const session = await getLocalCheckout(sessionId);
  const { count } = await db.localCheckoutSession.updateMany({ where: { id: sessionId, completedAt: null }, data: { completedAt: now } });
  if (count === 0) return session;
  if (session.kind === "subscription") {
    const subscriptionId = localId("sub");
    await deliverLocalEvent("customer.subscription.created", subscriptionObject({ id: subscriptionId, customer: session.customerId, churchId: session.churchId, status: "active", now }), { now });
    await deliverLocalEvent(
      "checkout.session.completed",
      { id: session.id, object: "checkout.session", mode: "subscription", status: "complete", payment_status: "paid", customer: session.customerId, subscription: subscriptionId, client_reference_id: session.churchId, metadata: { churchId: session.churchId } },
      { now },
    );
  } else {
    const metadata = { churchId: session.churchId, registrationId: session.registrationId, kind: "tuition" };
    await deliverLocalEvent(
      "checkout.session.completed",
      { id: session.id, object: "checkout.session", mode: "payment", status: "complete", payment_status: "paid", amount_total: session.amountCents, payment_intent: localId("pi"), metadata },
      { account: session.connectedAccountId ?? undefined, now },
    );
  }
  return session;
}

/** Cancel on the local billing portal: the church's active subscriptions end now. */
export async function cancelLocalSubscriptions(churchId: string, now = new Date()) {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { stripeCustomerId: true } });
  const subscriptions = await db.subscription.findMany({ where: { churchId, stripeSubscriptionId: { not: null }, status: { not: "canceled" } } });
  for (const s of subscriptions) {
    await deliverLocalEvent("customer.subscription.deleted", subscriptionObject({ id: s.stripeSubscriptionId!, customer: church?.stripeCustomerId ?? null, churchId, status: "canceled", now }), { now });
  }
  return subscriptions.length;
}

/** Finish onboarding on the local Connect page: the account may take charges. */
export async function finishLocalOnboarding(churchId: string, accountId: string) {
  const church = await db.church.findFirst({ where: { id: churchId, stripeConnectAccountId: accountId }, select: { id: true } });
  if (!church) throw notFound();
  await deliverLocalEvent("account.updated", { id: accountId, object: "account", charges_enabled: true, details_submitted: true }, { account: accountId });
}
