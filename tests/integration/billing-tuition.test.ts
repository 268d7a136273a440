import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches, createUser } from "../../prisma/factories";
import { action as paymentsAction, loader as paymentsLoader } from "~/routes/religious-education.payments";
import { action as connectAction } from "~/routes/local-stripe.connect";
import { action as checkoutAction } from "~/routes/local-stripe.checkout.$sessionId";
import { action as tuitionAction, loader as tuitionLoader } from "~/routes/religious-education.registrations.$registrationId.payments";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { NOT_CONNECTED, tuitionCheckoutUrl } from "~/modules/billing/tuition.server";
import { listRegistrations } from "~/modules/education/registrations/list-registrations.server";
import { listClassRegistrations } from "~/modules/education/classes/list-class-registrations.server";
import { churchScope } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { webhookSecrets } from "~/utils/stripe.server";
import { answer, makeRequest, run, signIn } from "../support/http";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

const sdk = new Stripe("sk_test_x");
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
const STRIPE_VARS = ["STRIPE_SECRET_KEY", "STRIPE_API_URL", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET", "STRIPE_CONNECT_WEBHOOK_SECRET"] as const;
const saved = Object.fromEntries(STRIPE_VARS.map((name) => [name, process.env[name]]));

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
beforeEach(() => STRIPE_VARS.forEach((name) => delete process.env[name]));

async function deliver(type: string, object: object, account?: string, eventId = id("evt")) {
  const payload = JSON.stringify({ id: eventId, object: "event", created: Math.floor(Date.now() / 1000), type, livemode: false, ...(account ? { account } : {}), data: { object } });
  const headers = { "Content-Type": "application/json", "Stripe-Signature": sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecrets()[0] }) };
  const response = (await run(webhookAction, makeRequest("/webhooks/stripe", { method: "POST", body: payload, headers }))).result as Response;
  return { status: response.status, outcome: (await response.json()).outcome as string };
}

async function parish(roles: ("CHURCH_USER" | "SCHOOL_USER")[] = ["SCHOOL_USER"]) {
  const { church, user, other, otherUser } = await createTwoChurches(roles, ["CHURCH_USER"]);
  const year = await createSchoolYear({ churchId: church.id, isCurrent: true });
  const schoolClass = await createSchoolClass({ churchId: church.id });
  const student = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Lopez" });
  const registration = await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id, tuitionCents: 15_000 });
  return { church, user, other, otherUser, year, schoolClass, registration, cookie: await signIn(user) };
}

const pay = (cookie: string, registrationId: string, amount: string) =>
  run(tuitionAction, makeRequest(`/religious-education/registrations/${registrationId}/payments`, { cookie, form: { intent: "pay", amount } }), { registrationId });
const paidOf = async (registrationId: string) => (await db.registration.findUniqueOrThrow({ where: { id: registrationId } })).paid;

async function connectLocally(cookie: string) {
  const connect = await answer(await run(paymentsAction, makeRequest("/religious-education/payments", { cookie, form: { intent: "connect", location: "/religious-education/payments" } })));
  expect(connect.location).toMatch(/^\/local-stripe\/connect\?account=acct_local_/);
  const account = new URL(connect.location!, "http://x").searchParams.get("account")!;
  const done = await answer(await run(connectAction, makeRequest("/local-stripe/connect", { cookie, form: { account, return: "/religious-education/payments" } })));
  expect(done.location).toBe("/religious-education/payments");
  return account;
}

async function payLocally(cookie: string, registrationId: string, amount: string) {
  const checkout = await answer(await pay(cookie, registrationId, amount));
  expect(checkout.location).toMatch(/^\/local-stripe\/checkout\/cs_local_/);
  const sessionId = checkout.location!.split("/").pop()!;
  const back = await answer(await run(checkoutAction, makeRequest(checkout.location!, { method: "POST" }), { sessionId }));
  expect(back.location).toBe(`/religious-education/registrations/${registrationId}/payments?session_id=${sessionId}`);
}

describe("Tuition through the parish's connected account", () => {
  it("connects, pays in parts, un-pays on a refund and records a check by hand (local billing mode); list and class page agree", async () => {
    const { church, cookie, registration, year, schoolClass, other } = await parish();
    expect((await answer(await pay(cookie, registration.id, "150"))).data).toMatchObject({ result: { error: { "": [NOT_CONNECTED] } } });
    const status = async () => ((await answer(await run(paymentsLoader, makeRequest("/religious-education/payments", { cookie })))).data as { status: object }).status;
    expect(await status()).toMatchObject({ connected: false, chargesEnabled: false });
    const account = await connectLocally(cookie);
    expect(await status()).toMatchObject({ connected: true, chargesEnabled: true });

    // More than is due is refused; 50 then 100 add up to paid.
    expect((await answer(await pay(cookie, registration.id, "151"))).status).toBe(400);
    await payLocally(cookie, registration.id, "50");
    expect(await paidOf(registration.id)).toBe(false);
    const page = await answer(await run(tuitionLoader, makeRequest(`/religious-education/registrations/${registration.id}/payments`, { cookie }), { registrationId: registration.id }));
    expect(page.data).toMatchObject({ registration: { paidAmount: "$50.00", due: "$100.00", paid: false }, payments: [{ method: "Card", amount: "$50.00" }] });
    await payLocally(cookie, registration.id, "100");
    expect(await paidOf(registration.id)).toBe(true);
    expect((await answer(await pay(cookie, registration.id, "1"))).status).toBe(409);
    const payments = await db.tuitionPayment.findMany({ where: { registrationId: registration.id }, orderBy: { amountCents: "asc" } });
    expect(payments.map((p) => [p.amountCents, p.method])).toEqual([[5_000, "card"], [10_000, "card"]]);
    expect(payments.every((p) => p.reference?.startsWith("pi_local_") && p.paidAt)).toBe(true);

    const listed = async () => (await listRegistrations(church.id, { schoolYearId: year.id })).rows.find((r) => r.id === registration.id)?.paid;
    const onClassPage = async () => (await listClassRegistrations(churchScope(church.id), schoolClass.id, year.id)).find((r) => r.id === registration.id)?.paid;
    expect([await listed(), await onClassPage()]).toEqual([true, true]);

    // A refund of 30 on the second payment (a Connect event): unpaid again, 30 due.
    const refund = { id: id("ch"), object: "charge", payment_intent: payments[1].stripePaymentIntentId, amount_refunded: 3_000 };
    expect(await deliver("charge.refunded", refund, account)).toEqual({ status: 200, outcome: "applied" });
    expect([await paidOf(registration.id), await listed(), await onClassPage()]).toEqual([false, false, false]);
    // The same refund from another church's account changes nothing.
    expect((await deliver("charge.refunded", { ...refund, amount_refunded: 10_000 }, "acct_someone_else")).outcome).toMatch(/^ignored/);

    // Staff record the rest by check, with a note.
    const form = { intent: "record", amount: "30", method: "check", note: "" };
    const url = `/religious-education/registrations/${registration.id}/payments`;
    expect((await answer(await run(tuitionAction, makeRequest(url, { cookie, form }), { registrationId: registration.id }))).status).toBe(400);
    const recorded = await answer(await run(tuitionAction, makeRequest(url, { cookie, form: { ...form, note: "Check 1042" } }), { registrationId: registration.id }));
    expect(recorded.status).toBe(302);
    expect(await paidOf(registration.id)).toBe(true);
    expect(await db.tuitionPayment.count({ where: { churchId: other.id } })).toBe(0);
  });

  it("answers 404 for another church's registration and ignores a Connect event naming it", async () => {
    const mine = await parish(["CHURCH_USER"]);
    const theirs = await parish(["CHURCH_USER"]);
    const account = await connectLocally(mine.cookie);
    expect((await answer(await run(tuitionLoader, makeRequest("/x", { cookie: mine.cookie }), { registrationId: theirs.registration.id }))).status).toBe(404);
    expect((await answer(await pay(mine.cookie, theirs.registration.id, "10"))).status).toBe(404);
    const session = { id: id("cs"), object: "checkout.session", mode: "payment", payment_status: "paid", amount_total: 15_000, payment_intent: id("pi"), metadata: { kind: "tuition", registrationId: theirs.registration.id, churchId: theirs.church.id } };
    expect((await deliver("checkout.session.completed", session, account)).outcome).toBe("ignored: no such registration in this church");
    expect(await db.tuitionPayment.count({ where: { registrationId: theirs.registration.id } })).toBe(0);
    // A teacher may not open the tuition page.
    const teacher = await createUser({ churchId: mine.church.id, roles: ["TEACHER"] });
    expect((await answer(await run(tuitionLoader, makeRequest("/x", { cookie: await signIn(teacher) }), { registrationId: mine.registration.id }))).location).toBe("/unauthorized");
  });

  it("owes nothing on a registration the office marked Paid by hand: no checkout is made for it", async () => {
    const mine = await parish(["CHURCH_USER"]);
    await connectLocally(mine.cookie);
    await db.registration.update({ where: { id: mine.registration.id }, data: { paid: true } });
    await expect(tuitionCheckoutUrl({ id: mine.registration.id, churchId: mine.church.id }, { returnPath: "/re/parent/payments/return" })).rejects.toThrow("There is no tuition due on this registration.");
    expect(await db.localCheckoutSession.count({ where: { registrationId: mine.registration.id } })).toBe(0);
  });

  it("uses Stripe Connect and Checkout on the connected account (a local fake), records the webhook's payment once", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_URL = fake.url;
    process.env.STRIPE_PRICE_ID = "price_parish_monthly";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_fake_endpoint_0123456789";
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET = "whsec_fake_connect_0123456789";
    const { church, cookie, registration } = await parish(["CHURCH_USER"]);
    const connect = await answer(await run(paymentsAction, makeRequest("/religious-education/payments", { cookie, form: { intent: "connect", location: "/religious-education/payments" } })));
    const account = (await db.church.findUniqueOrThrow({ where: { id: church.id } })).stripeConnectAccountId!;
    expect(connect.location).toBe(`https://connect.stripe.fake/setup/${account}`);
    expect(fake.requests.find((r) => r.path === "/v1/accounts" && r.params["metadata[churchId]"] === church.id)?.idempotencyKey).toBe(`connect-${church.id}`);
    expect(fake.requests.find((r) => r.path === "/v1/account_links" && r.params.account === account)?.params).toMatchObject({ type: "account_onboarding", return_url: "http://localhost:3000/religious-education/payments" });

    // Onboarding finished at Stripe: the status page reads it.
    fake.accounts.set(account, { id: account, object: "account", charges_enabled: true });
    await run(paymentsLoader, makeRequest("/religious-education/payments", { cookie }));
    const url = await tuitionCheckoutUrl({ id: registration.id, churchId: church.id }, { returnPath: "/re/parent" });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.fake\/c\/cs_fake_/);
    const created = fake.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.account === account).pop()!;
    expect(created.params).toMatchObject({ mode: "payment", "metadata[registrationId]": registration.id, "line_items[0][price_data][unit_amount]": "15000", success_url: "http://localhost:3000/re/parent?session_id={CHECKOUT_SESSION_ID}" });

    // The Connect webhook (the Connect endpoint's secret) records it, once.
    const sessionId = url.split("/").pop()!;
    const session = { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", amount_total: 15_000, payment_intent: id("pi"), metadata: { kind: "tuition", registrationId: registration.id, churchId: church.id } };
    const payload = JSON.stringify({ id: id("evt"), object: "event", created: Math.floor(Date.now() / 1000), type: "checkout.session.completed", account, data: { object: session } });
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_fake_connect_0123456789" });
    for (const expected of ["applied", "duplicate"]) {
      const response = (await run(webhookAction, makeRequest("/webhooks/stripe", { method: "POST", body: payload, headers: { "Stripe-Signature": signature } }))).result as Response;
      expect((await response.json()).outcome).toBe(expected);
    }
    // The same payment in a new event (Stripe's retry with another id): still one payment.
    expect((await deliver("checkout.session.completed", session, account)).outcome).toBe("duplicate: payment already recorded");
    expect(await db.tuitionPayment.count({ where: { registrationId: registration.id } })).toBe(1);
    expect(await paidOf(registration.id)).toBe(true);
  });
});
