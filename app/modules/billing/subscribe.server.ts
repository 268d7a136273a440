import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isOpen } from "~/utils/billing-access";
import { billingGateway, type BillingGateway } from "./gateway.server";

const PAGE = "/billing/subscriptions";

/** Where Stripe sends the browser back: this app's address (local pages are on this app, so a path is enough). */
export const returnUrl = (gateway: BillingGateway, path: string) => (gateway.mode === "local" ? path : `${appUrl()}${path}`);

/**
 * The church's Stripe customer, created once: the create call is idempotent (its key is the church),
 * and only the first answer is stored (a conditional update), so two first checkouts share one customer.
 */
export async function ensureCustomer(churchId: string, gateway = billingGateway()): Promise<string> {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { name: true, stripeCustomerId: true, users: { select: { email: true }, take: 1, orderBy: { createdAt: "asc" } } } });
  if (!church) throw notFound();
  if (church.stripeCustomerId) return church.stripeCustomerId;
  const customerId = await gateway.createCustomer({ churchId, name: church.name, email: church.users[0]?.email ?? null });
  await db.church.updateMany({ where: { id: churchId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
  const stored = await db.church.findUnique({ where: { id: churchId }, select: { stripeCustomerId: true } });
  return stored?.stripeCustomerId ?? customerId;
}

/** Subscribe: Stripe Checkout in subscription mode for the church's customer; returns where to send the browser. */
export async function startSubscriptionCheckout(churchId: string): Promise<string> {
  const subscriptions = await db.subscription.findMany({ where: { churchId, stripeSubscriptionId: { not: null } } });
  if (subscriptions.some((s) => s.status === "active" || (s.status === "past_due" && isOpen(s)))) {
    throw new AppError("CONFLICT", "This account already has a subscription. Use 'Manage card and subscription' to change it.");
  }
  const gateway = billingGateway();
  const customerId = await ensureCustomer(churchId, gateway);
  const checkout = await gateway.createSubscriptionCheckout({
    churchId,
    customerId,
    successUrl: returnUrl(gateway, `${PAGE}?session_id={CHECKOUT_SESSION_ID}`),
    cancelUrl: returnUrl(gateway, `${PAGE}?checkout=cancelled`),
  });
  return checkout.url.replace("{CHECKOUT_SESSION_ID}", checkout.id);
}

/** Manage card and cancel: Stripe's billing portal for the church's customer. */
export async function openBillingPortal(churchId: string): Promise<string> {
  const church = await db.church.findUnique({ where: { id: churchId }, select: { stripeCustomerId: true } });
  if (!church?.stripeCustomerId) throw new AppError("INVALID", "There is no card on file yet: subscribe first.");
  const gateway = billingGateway();
  return gateway.createPortal({ customerId: church.stripeCustomerId, returnUrl: returnUrl(gateway, PAGE) });
}
