import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createChurch, createTwoChurches } from "../../prisma/factories";
import { action as subscriptionsAction, loader as subscriptionsLoader } from "~/routes/billing.subscriptions";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/local-stripe.checkout.$sessionId";
import { action as portalAction } from "~/routes/local-stripe.portal";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { PROVIDER_ERROR } from "~/modules/billing/gateway.server";
import { db } from "~/utils/db.server";
import { webhookSecrets } from "~/utils/stripe.server";
import { answer, makeRequest, run, signIn } from "../support/http";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

const sdk = new Stripe("sk_test_x");
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const PAGE = "/billing/subscriptions";

const STRIPE_VARS = ["STRIPE_SECRET_KEY", "STRIPE_API_URL", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET", "STRIPE_CONNECT_WEBHOOK_SECRET"] as const;
const saved = Object.fromEntries(STRIPE_VARS.map((name) => [name, process.env[name]]));
const localMode = () => STRIPE_VARS.forEach((name) => delete process.env[name]);
function stripeMode(fake: FakeStripe) {
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_API_URL = fake.url;
  process.env.STRIPE_PRICE_ID = "price_parish_monthly";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_fake_endpoint_0123456789";
}

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
  for (const name of STRIPE_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
beforeEach(() => {
  localMode();
  fake.state.fail = false;
});

function subscription(input: { id?: string; churchId: string; customer?: string | null; status: string; periodEnd?: Date }) {
  return {
    id: input.id ?? id("sub"),
    object: "subscription",
    customer: input.customer ?? null,
    status: input.status,
    cancel_at_period_end: false,
    trial_end: null,
    metadata: { churchId: input.churchId },
    items: { object: "list", data: [{ id: id("si"), object: "subscription_item", current_period_end: unix(input.periodEnd ?? new Date(Date.now() + 30 * 86_400_000)), price: { id: "price_parish_monthly" } }] },
  };
}

function event<T extends object>(type: string, object: T, options: { created?: Date; account?: string; eventId?: string } = {}) {
  return {
    id: options.eventId ?? id("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: unix(options.created ?? new Date()),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    ...(options.account ? { account: options.account } : {}),
    data: { object },
  };
}

async function deliver(body: object | string, signature?: string | null) {
  const payload = typeof body === "string" ? body : JSON.stringify(body);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const signed = signature === undefined ? sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecrets()[0] }) : signature;
  if (signed !== null) headers["Stripe-Signature"] = signed;
  const response = (await run(webhookAction, makeRequest("/webhooks/stripe", { method: "POST", body: payload, headers }))).result as Response;
  const text = await response.text();
  return { status: response.status, outcome: response.status === 200 ? (JSON.parse(text).outcome as string) : text };
}

const post = (cookie: string, intent: string) => run(subscriptionsAction, makeRequest(PAGE, { cookie, form: { intent } }));
const statuses = async (churchId: string) => (await db.subscription.findMany({ where: { churchId }, orderBy: { createdAt: "asc" } })).map((s) => s.status);

describe("Subscriptions, local billing mode", () => {
  it("subscribes through the local checkout page, then cancels through the local portal; the other church is untouched", async () => {
    const { church, user, other } = await createTwoChurches(["CHURCH_USER"]);
    const cookie = await signIn(user);
    const otherBefore = await db.subscription.findMany({ where: { churchId: other.id } });

    const first = await answer(await post(cookie, "subscribe"));
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/local-stripe\/checkout\/cs_local_/);
    // A second click before paying reuses the church's one customer.
    const second = await answer(await post(cookie, "subscribe"));
    const customers = new Set((await db.localCheckoutSession.findMany({ where: { churchId: church.id } })).map((s) => s.customerId));
    expect(customers.size).toBe(1);
    expect((await db.church.findUniqueOrThrow({ where: { id: church.id } })).stripeCustomerId).toBe([...customers][0]);

    const sessionId = first.location!.split("/").pop()!;
    const page = await answer(await run(checkoutLoader, makeRequest(first.location!), { sessionId }));
    expect(page.data).toMatchObject({ kind: "subscription", complete: false, churchName: church.name });
    // Only the trial so far: the return page is not what makes it true.
    expect(await statuses(church.id)).toEqual(["trialing"]);

    const paid = await answer(await run(checkoutAction, makeRequest(first.location!, { method: "POST" }), { sessionId }));
    expect(paid.location).toBe(`${PAGE}?session_id=${sessionId}`);
    expect(await statuses(church.id)).toEqual(["active"]);
    // Paying twice (a double click, the back button) changes nothing.
    await run(checkoutAction, makeRequest(first.location!, { method: "POST" }), { sessionId });
    expect(await statuses(church.id)).toEqual(["active"]);

    const back = await answer(await run(subscriptionsLoader, makeRequest(paid.location!, { cookie })));
    expect(back.data).toMatchObject({ checkout: "paid", readOnly: false, subscribed: true, mode: "local" });
    // The other, unpaid checkout session belongs to this church and stays open.
    expect(second.location).not.toBe(first.location);

    // Subscribe again while active: refused with a message.
    const again = await answer(await post(cookie, "subscribe"));
    expect(again.status).toBe(409);

    const manage = await answer(await post(cookie, "manage"));
    expect(manage.location).toMatch(/^\/local-stripe\/portal/);
    await run(portalAction, makeRequest("/local-stripe/portal", { cookie, method: "POST" }));
    expect(await statuses(church.id)).toEqual(["canceled"]);
    const after = await answer(await run(subscriptionsLoader, makeRequest(PAGE, { cookie })));
    expect(after.data).toMatchObject({ readOnly: true, subscribed: false });

    expect(await db.subscription.findMany({ where: { churchId: other.id } })).toEqual(otherBefore);
  });

  it("refuses subscribe and manage to a school user, and another church's checkout session id answers unknown", async () => {
    const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
    const cookie = await signIn(user);
    for (const intent of ["subscribe", "manage"]) expect((await answer(await post(cookie, intent))).status).toBe(403);
    expect((await db.church.findUniqueOrThrow({ where: { id: church.id } })).stripeCustomerId).toBeNull();
    const view = await answer(await run(subscriptionsLoader, makeRequest(PAGE, { cookie })));
    expect(view.data).toMatchObject({ canPay: false });

    const theirs = await answer(await post(await signIn(otherUser), "subscribe"));
    const sessionId = theirs.location!.split("/").pop()!;
    const peek = await answer(await run(subscriptionsLoader, makeRequest(`${PAGE}?session_id=${sessionId}`, { cookie })));
    expect(peek.data).toMatchObject({ checkout: "unknown" });
    expect(await statuses(other.id)).toEqual(["trialing"]);
  });

  it("applies the newer state when events arrive out of order, and a replay changes nothing", async () => {
    const church = await createChurch();
    const subscriptionId = id("sub");
    const t1 = new Date(Date.now() - 60_000);
    const t2 = new Date();
    const cancelled = event("customer.subscription.deleted", subscription({ id: subscriptionId, churchId: church.id, status: "canceled" }), { created: t2 });
    const created = event("customer.subscription.created", subscription({ id: subscriptionId, churchId: church.id, status: "active" }), { created: t1 });
    expect((await deliver(cancelled)).outcome).toBe("applied");
    expect((await deliver(created)).outcome).toBe("ignored: older than the state applied");
    expect(await statuses(church.id)).toEqual(["canceled"]);
    expect((await deliver(cancelled)).outcome).toBe("duplicate");
    expect((await deliver(created)).outcome).toBe("duplicate");
    expect(await statuses(church.id)).toEqual(["canceled"]);
  });

  it("answers 400 to a missing, empty or badly signed webhook, never 404 or 500", async () => {
    const church = await createChurch();
    const body = event("customer.subscription.updated", subscription({ churchId: church.id, status: "active" }));
    expect((await deliver(body, null)).status).toBe(400);
    expect((await deliver(body, "")).status).toBe(400);
    expect((await deliver("", undefined)).status).toBe(400);
    expect((await deliver(body, "t=1,v1=abc")).status).toBe(400);
    expect((await deliver(body, sdk.webhooks.generateTestHeaderString({ payload: JSON.stringify(body), secret: "whsec_wrong" }))).status).toBe(400);
    expect((await deliver("not json", undefined)).status).toBe(400);
    expect(await statuses(church.id)).toEqual(["trialing"]);
  });
});

describe("Subscriptions against Stripe (a local fake of its API)", () => {
  it("creates the customer once, opens Checkout in subscription mode and the portal, and shows invoices and the card", async () => {
    stripeMode(fake);
    const { church, user } = await createTwoChurches(["CHURCH_USER"]);
    const cookie = await signIn(user);
    const [a, b] = await Promise.all([answer(await post(cookie, "subscribe")), answer(await post(cookie, "subscribe"))]);
    expect(a.location).toMatch(/^https:\/\/checkout\.stripe\.fake\/c\/cs_fake_/);
    expect(b.location).toMatch(/^https:\/\/checkout\.stripe\.fake\/c\/cs_fake_/);
    const creates = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/customers" && r.params["metadata[churchId]"] === church.id);
    expect(creates.every((r) => r.idempotencyKey === `customer-${church.id}`)).toBe(true);
    const customerId = (await db.church.findUniqueOrThrow({ where: { id: church.id } })).stripeCustomerId!;
    const checkout = fake.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.params.customer === customerId);
    expect(checkout).toHaveLength(2);
    expect(checkout[0].params).toMatchObject({
      mode: "subscription",
      client_reference_id: church.id,
      "line_items[0][price]": "price_parish_monthly",
      "subscription_data[metadata][churchId]": church.id,
      success_url: `http://localhost:3000${PAGE}?session_id={CHECKOUT_SESSION_ID}`,
    });

    const manage = await answer(await post(cookie, "manage"));
    expect(manage.location).toBe(`https://billing.stripe.fake/p/${customerId}`);
    const page = await answer(await run(subscriptionsLoader, makeRequest(PAGE, { cookie })));
    expect(page.data).toMatchObject({
      mode: "stripe",
      overview: { card: { brand: "visa", last4: "4242" }, upcoming: { amount: "$49.00" }, invoices: [{ number: "PA-0001", amount: "$49.00", status: "paid" }] },
    });
  });

  it("applies events by the subscription's current state read from Stripe, whatever their order", async () => {
    stripeMode(fake);
    const church = await createChurch();
    const other = await createChurch();
    const customer = id("cus");
    await db.church.update({ where: { id: church.id }, data: { stripeCustomerId: customer } });
    const subscriptionId = id("sub");
    fake.subscriptions.set(subscriptionId, subscription({ id: subscriptionId, churchId: church.id, customer, status: "active" }));
    // invoice.paid arrives before customer.subscription.created: the state read is active either way.
    const invoice = event("invoice.paid", { id: id("in"), object: "invoice", customer, parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } } });
    expect((await deliver(invoice)).outcome).toBe("applied");
    expect(await statuses(church.id)).toEqual(["active"]);
    // Stripe cancels; the stale "created (incomplete)" event delivered late still ends as Stripe says now.
    fake.subscriptions.set(subscriptionId, subscription({ id: subscriptionId, churchId: church.id, customer, status: "canceled" }));
    expect((await deliver(event("customer.subscription.deleted", subscription({ id: subscriptionId, churchId: church.id, customer, status: "canceled" })))).outcome).toBe("applied");
    expect((await deliver(event("customer.subscription.created", subscription({ id: subscriptionId, churchId: church.id, customer, status: "incomplete" }), { created: new Date(Date.now() - 120_000) }))).outcome).toBe("applied");
    expect(await statuses(church.id)).toEqual(["canceled"]);
    expect(await statuses(other.id)).toEqual(["trialing"]);

    // payment failed: past_due, still open within the grace period.
    const failing = id("sub");
    fake.subscriptions.set(failing, subscription({ id: failing, churchId: other.id, status: "past_due" }));
    expect((await deliver(event("invoice.payment_failed", { id: id("in"), object: "invoice", parent: { type: "subscription_details", subscription_details: { subscription: failing } } }))).outcome).toBe("applied");
    const pastDue = await db.subscription.findUniqueOrThrow({ where: { stripeSubscriptionId: failing } });
    expect(pastDue).toMatchObject({ churchId: other.id, status: "past_due" });
    expect(pastDue.pastDueSince).not.toBeNull();
    expect(await statuses(church.id)).toEqual(["canceled"]);
  });

  it("answers a clear message and writes nothing when Stripe refuses; a webhook it cannot re-read answers 503 and is not recorded", async () => {
    stripeMode(fake);
    const { church, user } = await createTwoChurches(["CHURCH_USER"]);
    const cookie = await signIn(user);
    fake.state.fail = true;
    const refused = await answer(await post(cookie, "subscribe"));
    expect(refused.status).toBe(503);
    expect(JSON.stringify(refused.data)).toContain(PROVIDER_ERROR);
    expect((await db.church.findUniqueOrThrow({ where: { id: church.id } })).stripeCustomerId).toBeNull();
    const page = await answer(await run(subscriptionsLoader, makeRequest(PAGE, { cookie })));
    expect(page.status).toBe(200);

    const body = event("customer.subscription.updated", subscription({ churchId: church.id, status: "active" }));
    expect((await deliver(body)).status).toBe(503);
    expect(await db.processedWebhookEvent.count({ where: { id: body.id } })).toBe(0);
    fake.state.fail = false;
    fake.subscriptions.set(body.data.object.id, body.data.object);
    expect((await deliver(body)).outcome).toBe("applied");
    expect(await statuses(church.id)).toEqual(["active"]);
  });
});
