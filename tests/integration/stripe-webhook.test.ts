import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../prisma/factories";
import { action as webhookAction, loader as webhookLoader } from "~/routes/webhooks.stripe";
import { db } from "~/utils/db.server";
import { localWebhookSecret } from "~/utils/stripe.server";
import { answer, makeRequest, run } from "../support/http";

const SECRET = "whsec_test_parish_0123456789abcdef";
const sdk = new Stripe("sk_test_x");
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function subscriptionEvent(input: { churchId: string; subscriptionId?: string; status?: string; eventId?: string; type?: string; customer?: string }) {
  const periodEnd = unix(new Date(Date.now() + 30 * 86_400_000));
  return {
    id: input.eventId ?? id("evt"),
    object: "event",
    api_version: "2025-01-27.acacia",
    created: unix(new Date()),
    type: input.type ?? "customer.subscription.updated",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: input.subscriptionId ?? id("sub"),
        object: "subscription",
        customer: input.customer ?? id("cus"),
        status: input.status ?? "active",
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { churchId: input.churchId },
        items: { object: "list", data: [{ id: id("si"), object: "subscription_item", current_period_end: periodEnd, price: { id: "price_parish_monthly" } }] },
      },
    },
  };
}

async function post(event: object | string, options: { secret?: string; signature?: string | null } = {}) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined ? sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET }) : options.signature;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  const outcome = await run(webhookAction, makeRequest("/webhooks/stripe", { method: "POST", body: payload, headers }));
  const response = (outcome.thrown ?? outcome.result) as Response;
  const text = await response.text();
  return { status: response.status, text, json: response.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : null };
}

const subscriptionsOf = (churchId: string) => db.subscription.findMany({ where: { churchId }, orderBy: { createdAt: "asc" } });

let savedSecret: string | undefined;
beforeAll(() => {
  savedSecret = process.env.STRIPE_WEBHOOK_SECRET;
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
});
afterAll(() => {
  if (savedSecret === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
  else process.env.STRIPE_WEBHOOK_SECRET = savedSecret;
});

describe("Stripe webhook", () => {
  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const before = [await subscriptionsOf(church.id), await subscriptionsOf(other.id)];
    const event = subscriptionEvent({ churchId: church.id });

    expect((await post(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await post(event, { signature: null })).status).toBe(400);
    expect((await post(event, { signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect((await post(event, { signature: "x".repeat(10_000) })).status).toBe(400);
    // A signed body that was changed afterwards.
    const signed = sdk.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: SECRET });
    expect((await post({ ...event, id: id("evt") }, { signature: signed })).status).toBe(400);
    // An old signature (replay outside Stripe's tolerance).
    const payload = JSON.stringify(event);
    const old = sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: unix(new Date()) - 3600 });
    expect((await post(payload, { signature: old })).status).toBe(400);

    expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(0);
    expect([await subscriptionsOf(church.id), await subscriptionsOf(other.id)]).toEqual(before);
  });

  it("applies a signed event to the church in its metadata, replacing the local trial", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const otherBefore = await subscriptionsOf(other.id);
    expect((await subscriptionsOf(church.id)).map((s) => [s.status, s.stripeSubscriptionId])).toEqual([["trialing", null]]);

    const event = subscriptionEvent({ churchId: church.id, status: "active" });
    const result = await post(event);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ received: true, outcome: "applied" });

    const subscriptions = await subscriptionsOf(church.id);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      status: "active",
      stripeSubscriptionId: event.data.object.id,
      stripePriceId: "price_parish_monthly",
      cancelAtPeriodEnd: false,
      trialEnd: null,
    });
    expect(subscriptions[0].currentPeriodEnd!.getTime()).toBe(event.data.object.items.data[0].current_period_end * 1000);
    expect(await db.processedWebhookEvent.findUnique({ where: { id: event.id } })).toMatchObject({ provider: "stripe", type: event.type });

    // A later event for the same subscription updates that row.
    const later = subscriptionEvent({ churchId: church.id, subscriptionId: event.data.object.id, status: "past_due" });
    expect((await post(later)).json).toEqual({ received: true, outcome: "applied" });
    expect((await subscriptionsOf(church.id)).map((s) => s.status)).toEqual(["past_due"]);

    expect(await subscriptionsOf(other.id)).toEqual(otherBefore);
  });

  it("applies the same event once, also when it arrives twice at the same time", async () => {
    const church = await createChurch();
    const event = subscriptionEvent({ churchId: church.id, status: "active" });
    expect((await post(event)).json).toEqual({ received: true, outcome: "applied" });
    const afterFirst = await subscriptionsOf(church.id);
    const second = await post(event);
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ received: true, outcome: "duplicate" });
    expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(1);
    expect(await subscriptionsOf(church.id)).toEqual(afterFirst);

    const racing = subscriptionEvent({ churchId: church.id, subscriptionId: event.data.object.id, status: "canceled" });
    const outcomes = await Promise.all([post(racing), post(racing)]);
    expect(outcomes.map((o) => o.status)).toEqual([200, 200]);
    expect(outcomes.map((o) => o.json.outcome).sort()).toEqual(["applied", "duplicate"]);
    expect(await db.processedWebhookEvent.count({ where: { id: racing.id } })).toBe(1);
    expect((await subscriptionsOf(church.id)).map((s) => s.status)).toEqual(["canceled"]);
  });

  it("never lets one church's event touch another church's subscriptions", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const mine = subscriptionEvent({ churchId: church.id, status: "active" });
    await post(mine);
    const before = await subscriptionsOf(church.id);

    // An event for the second church changes only the second church.
    const theirs = subscriptionEvent({ churchId: other.id, status: "active" });
    expect((await post(theirs)).json).toEqual({ received: true, outcome: "applied" });
    expect(await subscriptionsOf(church.id)).toEqual(before);
    expect((await subscriptionsOf(other.id)).map((s) => [s.status, s.stripeSubscriptionId])).toEqual([["active", theirs.data.object.id]]);

    // An event naming the second church but carrying the first church's subscription id is ignored.
    const hijack = subscriptionEvent({ churchId: other.id, subscriptionId: mine.data.object.id, status: "canceled" });
    const result = await post(hijack);
    expect(result.status).toBe(200);
    expect(result.json.outcome).toMatch(/^ignored/);
    expect(await subscriptionsOf(church.id)).toEqual(before);

    // An event for a church that does not exist changes nothing anywhere.
    const nobody = subscriptionEvent({ churchId: "no-such-church", status: "active" });
    expect((await post(nobody)).json.outcome).toMatch(/^ignored/);
    expect(await subscriptionsOf(church.id)).toEqual(before);
    expect(await db.subscription.count({ where: { stripeSubscriptionId: nobody.data.object.id } })).toBe(0);
  });

  it("ignores event types it does not handle, and answers 405 to GET", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const before = [await subscriptionsOf(church.id), await subscriptionsOf(other.id)];
    const event = { ...subscriptionEvent({ churchId: church.id }), type: "customer.created" };
    expect((await post(event)).json).toEqual({ received: true, outcome: "ignored: customer.created" });
    expect([await subscriptionsOf(church.id), await subscriptionsOf(other.id)]).toEqual(before);
    expect(await answer(await run(webhookLoader, makeRequest("/webhooks/stripe")))).toMatchObject({ status: 405 });
  });

  it("without STRIPE_WEBHOOK_SECRET verifies against the local secret, and answers 400 otherwise", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const otherBefore = await subscriptionsOf(other.id);
    const before = await subscriptionsOf(church.id);
    const event = subscriptionEvent({ churchId: church.id });
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      expect((await post(event)).status).toBe(400);
      expect((await post(event, { signature: null })).status).toBe(400);
      expect((await post("", { secret: localWebhookSecret() })).status).toBe(400);
      expect(await subscriptionsOf(church.id)).toEqual(before);
      expect(await db.processedWebhookEvent.count({ where: { id: event.id } })).toBe(0);
      // Signed with the local secret (the local billing mode's own events): applied, for that church only.
      expect((await post(event, { secret: localWebhookSecret() })).status).toBe(200);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    }
    expect((await subscriptionsOf(church.id)).map((s) => s.stripeSubscriptionId)).toEqual([event.data.object.id]);
    expect(await subscriptionsOf(other.id)).toEqual(otherBefore);
  });
});
