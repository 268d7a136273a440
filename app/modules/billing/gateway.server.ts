// Every call to Stripe goes through this small interface: the SDK when STRIPE_SECRET_KEY is set,
// a local stand-in otherwise (the embedded default: checkout and onboarding are pages of this app,
// and what they confirm arrives as signed events through the same webhook code).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { db } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { AppError } from "~/utils/errors.server";
import { isLocalBilling, stripe } from "~/utils/stripe.server";

export const PROVIDER_ERROR = "Our payment provider could not be reached or refused the request. Nothing was changed; please try again in a few minutes.";

export type Checkout = { id: string; url: string };
export type InvoiceRow = { id: string; number: string | null; date: Date; amountCents: number; status: string; url: string | null };
export type BillingOverview = {
  invoices: InvoiceRow[];
  upcoming: { date: Date; amountCents: number } | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
};
export type CheckoutState = { complete: boolean; paid: boolean; customerId: string | null; churchId: string | null };

export interface BillingGateway {
  mode: "stripe" | "local";
  createCustomer(input: { churchId: string; name: string; email: string | null }): Promise<string>;
  createSubscriptionCheckout(input: { churchId: string; customerId: string; successUrl: string; cancelUrl: string }): Promise<Checkout>;
  checkoutState(sessionId: string, connectedAccountId?: string | null): Promise<CheckoutState | null>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** The subscription as it is now (null where there is no remote copy: the local mode). */
  retrieveSubscription(id: string): Promise<Stripe.Subscription | null>;
  overview(customerId: string): Promise<BillingOverview>;
  createConnectAccount(input: { churchId: string; name: string }): Promise<string>;
  connectLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  connectStatus(accountId: string): Promise<{ chargesEnabled: boolean }>;
  createTuitionCheckout(input: {
    churchId: string;
    accountId: string;
    registrationId: string;
    amountCents: number;
    description: string;
    successUrl: string;
    cancelUrl: string;
    /** The payer's language for Stripe's page ("en", "es"); none: Stripe follows the browser. */
    locale?: "en" | "es";
  }): Promise<Checkout>;
}

/** A failed Stripe call becomes a clear message for the user (logged with its cause); nothing is written before it. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`stripe: ${what} failed`, error instanceof Error ? error.message : error);
    throw new AppError("UNAVAILABLE", PROVIDER_ERROR);
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function stripeGateway(): BillingGateway {
  const sdk = stripe();
  return {
    mode: "stripe",
    createCustomer: ({ churchId, name, email }) =>
      call("customers.create", async () => {
        // The idempotency key makes a retried or doubled first checkout create one customer.
        const customer = await sdk.customers.create({ name, email: email ?? undefined, metadata: { churchId } }, { idempotencyKey: `customer-${churchId}` });
        return customer.id;
      }),
    createSubscriptionCheckout: ({ churchId, customerId, successUrl, cancelUrl }) =>
      call("checkout.sessions.create", async () => {
        const price = env().STRIPE_PRICE_ID;
        if (!price) throw new AppError("UNAVAILABLE", "Subscriptions are not configured yet (STRIPE_PRICE_ID). Please contact support.");
        const session = await sdk.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: churchId,
          line_items: [{ price, quantity: 1 }],
          metadata: { churchId },
          subscription_data: { metadata: { churchId } },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new Error("Checkout session without url");
        return { id: session.id, url: session.url };
      }),
    checkoutState: (sessionId, connectedAccountId) =>
      call("checkout.sessions.retrieve", async () => {
        const session = await sdk.checkout.sessions.retrieve(sessionId, {}, connectedAccountId ? { stripeAccount: connectedAccountId } : undefined);
        return { complete: session.status === "complete", paid: session.payment_status === "paid", customerId: idOf(session.customer), churchId: session.metadata?.churchId ?? null };
      }),
    createPortal: ({ customerId, returnUrl }) =>
      call("billingPortal.sessions.create", async () => (await sdk.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url),
    retrieveSubscription: (id) => call("subscriptions.retrieve", () => sdk.subscriptions.retrieve(id)),
    overview: (customerId) =>
      call("invoices", async () => {
        const [invoices, customer, upcoming] = await Promise.all([
          sdk.invoices.list({ customer: customerId, limit: 12 }),
          sdk.customers.retrieve(customerId, { expand: ["invoice_settings.default_payment_method"] }),
          sdk.invoices.createPreview({ customer: customerId }).catch(() => null),
        ]);
        const method = customer.deleted ? null : customer.invoice_settings?.default_payment_method;
        const card = method && typeof method === "object" && method.card ? method.card : null;
        return {
          invoices: invoices.data.map((i) => ({
            id: i.id ?? "",
            number: i.number ?? null,
            date: new Date(i.created * 1000),
            amountCents: i.total,
            status: i.status ?? "draft",
            url: i.hosted_invoice_url ?? null,
          })),
          upcoming: upcoming ? { date: new Date((upcoming.next_payment_attempt ?? upcoming.period_end) * 1000), amountCents: upcoming.amount_due } : null,
          card: card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null,
        };
      }),
    createConnectAccount: ({ churchId, name }) =>
      call("accounts.create", async () => {
        const account = await sdk.accounts.create(
          { type: "standard", business_profile: { name }, metadata: { churchId } },
          { idempotencyKey: `connect-${churchId}` },
        );
        return account.id;
      }),
    connectLink: ({ accountId, refreshUrl, returnUrl }) =>
      call("accountLinks.create", async () => (await sdk.accountLinks.create({ account: accountId, type: "account_onboarding", refresh_url: refreshUrl, return_url: returnUrl })).url),
    connectStatus: (accountId) => call("accounts.retrieve", async () => ({ chargesEnabled: (await sdk.accounts.retrieve(accountId)).charges_enabled ?? false })),
    createTuitionCheckout: ({ churchId, accountId, registrationId, amountCents, description, successUrl, cancelUrl, locale }) =>
      call("checkout.sessions.create (tuition)", async () => {
        const metadata = { churchId, registrationId, kind: "tuition" };
        const session = await sdk.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amountCents, product_data: { name: description } } }],
            metadata,
            payment_intent_data: { metadata },
            success_url: successUrl,
            cancel_url: cancelUrl,
            locale: locale ?? "auto",
          },
          { stripeAccount: accountId },
        );
        if (!session.url) throw new Error("Checkout session without url");
        return { id: session.id, url: session.url };
      }),
  };
}

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

function localGateway(): BillingGateway {
  const session = async (input: { churchId: string; kind: string; customerId?: string; connectedAccountId?: string; registrationId?: string; amountCents?: number; successUrl: string; cancelUrl: string }) => {
    const id = localId("cs");
    await db.localCheckoutSession.create({ data: { id, ...input } });
    return { id, url: `/local-stripe/checkout/${id}` };
  };
  return {
    mode: "local",
    createCustomer: async () => localId("cus"),
    createSubscriptionCheckout: ({ churchId, customerId, successUrl, cancelUrl }) => session({ churchId, kind: "subscription", customerId, successUrl, cancelUrl }),
    checkoutState: async (sessionId) => {
      const row = await db.localCheckoutSession.findUnique({ where: { id: sessionId } });
      return row ? { complete: row.completedAt !== null, paid: row.completedAt !== null, customerId: row.customerId, churchId: row.churchId } : null;
    },
    createPortal: async ({ returnUrl }) => `/local-stripe/portal?return=${encodeURIComponent(returnUrl)}`,
    retrieveSubscription: async () => null,
    overview: async () => ({ invoices: [], upcoming: null, card: null }),
    createConnectAccount: async () => localId("acct"),
    connectLink: async ({ accountId, returnUrl }) => `/local-stripe/connect?account=${encodeURIComponent(accountId)}&return=${encodeURIComponent(returnUrl)}`,
    connectStatus: async (accountId) => {
      const church = await db.church.findUnique({ where: { stripeConnectAccountId: accountId }, select: { connectChargesEnabled: true } });
      return { chargesEnabled: church?.connectChargesEnabled ?? false };
    },
    createTuitionCheckout: ({ churchId, accountId, registrationId, amountCents, successUrl, cancelUrl }) =>
      session({ churchId, kind: "tuition", connectedAccountId: accountId, registrationId, amountCents, successUrl, cancelUrl }),
  };
}

export const billingGateway = (): BillingGateway => (isLocalBilling() ? localGateway() : stripeGateway());
