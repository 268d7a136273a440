import { db } from "~/utils/db.server";
import { isReadOnly } from "~/utils/billing-access";
import { billingGateway, PROVIDER_ERROR, type BillingOverview } from "./gateway.server";
import { trialDaysLeft } from "./trial";

export type CheckoutReturn = "paid" | "processing" | "cancelled" | "unknown" | null;

/**
 * What /billing/subscriptions shows: the subscriptions (status, trial end and days left), whether the
 * account is read-only, and from Stripe the next invoice, past invoices and the card on file. A
 * checkout's return (`session_id`, or `payment_intent_client_secret`) only says what happened: the
 * webhook is what makes it true.
 */
export async function getBillingPage(churchId: string, query: URLSearchParams, now = new Date()) {
  const [subscriptions, church] = await Promise.all([
    db.subscription.findMany({ where: { churchId }, orderBy: { createdAt: "asc" } }),
    db.church.findUnique({ where: { id: churchId }, select: { stripeCustomerId: true } }),
  ]);
  const gateway = billingGateway();
  let overview: BillingOverview | null = null;
  let overviewError: string | null = null;
  if (church?.stripeCustomerId) {
    try {
      overview = await gateway.overview(church.stripeCustomerId);
    } catch {
      overviewError = PROVIDER_ERROR;
    }
  }
  let checkout: CheckoutReturn = null;
  const sessionId = query.get("session_id");
  if (sessionId) {
    const state = await gateway.checkoutState(sessionId).catch(() => null);
    checkout = !state || state.churchId !== churchId ? "unknown" : state.complete && state.paid ? "paid" : "processing";
  } else if (query.get("payment_intent_client_secret")) checkout = "processing";
  else if (query.get("checkout") === "cancelled") checkout = "cancelled";
  return {
    mode: gateway.mode,
    readOnly: isReadOnly(subscriptions, now),
    hasCustomer: Boolean(church?.stripeCustomerId),
    subscribed: subscriptions.some((s) => s.stripeSubscriptionId && s.status !== "canceled" && s.status !== "incomplete_expired"),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      // A local trial past its end is shown as what it is, not as a running trial.
      status: s.status.toLowerCase() === "trialing" && s.trialEnd && s.trialEnd <= now ? "trial_ended" : s.status,
      plan: s.stripeSubscriptionId ? "Parish Administration, monthly" : "Free trial",
      trialEnd: s.trialEnd,
      daysLeft: s.trialEnd ? trialDaysLeft(s.trialEnd, now) : null,
      renews: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    })),
    overview,
    overviewError,
    checkout,
  };
}
