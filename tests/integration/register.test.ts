import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createChurch, createUser, createTwoChurches } from "../../prisma/factories";
import { action as registerAction, loader as registerLoader } from "~/routes/register";
import { loader as loginLoader } from "~/routes/login";
import { TRIAL_DAYS } from "~/modules/billing/trial";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn } from "../support/http";

const DAY_MS = 24 * 60 * 60 * 1000;

const validForm = (overrides: Record<string, string> = {}) => ({
  churchName: "St. Anne Parish",
  firstname: "Anne",
  lastname: "Keller",
  email: `new-${randomBytes(4).toString("hex")}@example.test`,
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
  acceptTerms: "on",
  ...overrides,
});

const register = async (form: Record<string, string> | FormData) => answer(await run(registerAction, makeRequest("/register", { form })));

/** Everything a registration may write, to prove a refused one wrote nothing. */
const counts = async () => ({
  churches: await db.church.count(),
  users: await db.user.count(),
  roles: await db.userRole.count(),
  subscriptions: await db.subscription.count(),
  emails: await db.emailOutbox.count(),
});

type Reply = { status?: string; error?: Record<string, string[] | null> };
const errorsOf = (data: unknown) => (data as { result: Reply }).result.error ?? {};

describe("register", () => {
  it("creates the church, its ChurchUser, a 30-day trial and a welcome e-mail, then asks the user to sign in", async () => {
    const bystander = await createChurch();
    const bystanderUser = await createUser({ churchId: bystander.id, roles: ["CHURCH_USER"] });
    const bystanderSubs = await db.subscription.findMany({ where: { churchId: bystander.id } });
    const form = validForm({ email: `Mixed.Case-${randomBytes(3).toString("hex")}@Example.TEST` });
    const before = Date.now();

    const result = await register(form);
    expect(result).toMatchObject({ status: 302, location: "/login?registered=1" });

    const user = await db.user.findUniqueOrThrow({ where: { email: form.email.toLowerCase() }, include: { roles: true, church: true } });
    expect(user).toMatchObject({ firstname: "Anne", lastname: "Keller" });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain(form.password);
    expect(user.church.name).toBe("St. Anne Parish");
    expect(user.church.accountId).toMatch(/^\d{8}$/);
    expect(user.roles.map((r) => [r.role, r.churchId])).toEqual([["CHURCH_USER", user.churchId]]);

    const [subscription, ...more] = await db.subscription.findMany({ where: { churchId: user.churchId } });
    expect(more).toHaveLength(0);
    expect(subscription.status).toBe("trialing");
    expect(subscription.trialEnd!.getTime()).toBeGreaterThanOrEqual(before + TRIAL_DAYS * DAY_MS - 1000);
    expect(subscription.trialEnd!.getTime()).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * DAY_MS + 1000);

    const emails = await db.emailOutbox.findMany({ where: { churchId: user.churchId } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ template: "welcome", to: user.email, status: "PENDING" });
    expect(emails[0].textBody).toContain("30 day trial is active");

    // The other church is untouched.
    expect(await db.subscription.findMany({ where: { churchId: bystander.id } })).toEqual(bystanderSubs);
    expect(await db.emailOutbox.count({ where: { churchId: bystander.id } })).toBe(0);
    expect(await db.user.count({ where: { churchId: bystander.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: bystanderUser.id } })).churchId).toBe(bystander.id);

    // The login page then shows the spec's congratulations.
    expect(await answer(await run(loginLoader, makeRequest(result.location!)))).toMatchObject({ status: 200, data: { registered: true } });
    expect(await answer(await run(loginLoader, makeRequest("/login")))).toMatchObject({ status: 200, data: { registered: false } });
  });

  it("answers 409 with a field error for an e-mail already in use, in any case, and writes nothing", async () => {
    const church = await createChurch();
    const existing = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const other = await createChurch();
    await createUser({ churchId: other.id, roles: ["SCHOOL_USER"] });
    const before = await counts();

    for (const email of [existing.email, existing.email.toUpperCase(), `  ${existing.email}  `]) {
      const result = await register(validForm({ email }));
      expect(result.status).toBe(409);
      expect(errorsOf(result.data).email).toEqual(["An account with this email already exists."]);
      // The password is never sent back.
      expect(JSON.stringify(result.data)).not.toContain("correct horse battery");
    }
    expect(await counts()).toEqual(before);
    // The existing account is unchanged.
    expect((await db.user.findUniqueOrThrow({ where: { id: existing.id } })).passwordHash).toBe(existing.passwordHash);
  });

  it("refuses bad input with a 4xx and a field error, never a half-written account", async () => {
    const church = await createChurch();
    await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const before = await counts();
    const big = "x".repeat(100 * 1024);
    const cases: [string, Record<string, string>, string][] = [
      ["empty church name", validForm({ churchName: "" }), "churchName"],
      ["blank first name", validForm({ firstname: "   " }), "firstname"],
      ["empty last name", validForm({ lastname: "" }), "lastname"],
      ["empty e-mail", validForm({ email: "" }), "email"],
      ["not an e-mail", validForm({ email: "not-an-email" }), "email"],
      ["short password", validForm({ password: "short", confirmPassword: "short" }), "password"],
      ["mismatched passwords", validForm({ confirmPassword: "something else entirely" }), "confirmPassword"],
      ["100 KB church name", validForm({ churchName: big }), "churchName"],
      ["100 KB first name", validForm({ firstname: big }), "firstname"],
      ["100 KB e-mail", validForm({ email: `${big}@example.test` }), "email"],
      ["100 KB password", validForm({ password: big, confirmPassword: big }), "password"],
      ["terms not accepted", validForm({ acceptTerms: "" }), "acceptTerms"],
      ["terms with another value", validForm({ acceptTerms: "yes" }), "acceptTerms"],
      ["NUL in the church name", validForm({ churchName: "St. Anne\u0000Parish" }), "churchName"],
      ["NUL in the first name", validForm({ firstname: "An\u0000ne" }), "firstname"],
      ["escape in the last name", validForm({ lastname: "Kel\u001bler" }), "lastname"],
      ["NUL in the e-mail", validForm({ email: "a\u0000b@example.test" }), "email"],
    ];
    for (const [label, form, field] of cases) {
      const result = await register(form);
      expect(result.status, label).toBe(400);
      expect(errorsOf(result.data)[field], label).toBeTruthy();
    }

    const { acceptTerms: _omit, ...noTerms } = validForm();
    const missingTerms = await register(noTerms);
    expect(missingTerms.status).toBe(400);
    expect(errorsOf(missingTerms.data).acceptTerms).toEqual(["Please accept the Terms of Service and Privacy Policy"]);

    expect((await register({})).status).toBe(400);

    expect(await counts()).toEqual(before);
  });

  it("refuses a file where text is expected", async () => {
    const church = await createChurch();
    await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const before = await counts();
    for (const field of ["churchName", "email", "password", "acceptTerms"]) {
      const form = new FormData();
      for (const [name, value] of Object.entries(validForm())) if (name !== field) form.append(name, value);
      form.append(field, new Blob(["on"], { type: "text/plain" }), "evil.txt");
      const result = await register(form);
      expect(result.status, field).toBe(400);
    }
    // The same field twice is not a string either.
    const twice = new URLSearchParams(validForm());
    twice.append("email", "second@example.test");
    expect((await answer(await run(registerAction, makeRequest("/register", { body: twice, headers: { "Content-Type": "application/x-www-form-urlencoded" } })))).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("accepts unicode names", async () => {
    const other = await createChurch();
    const before = await db.church.count();
    const form = validForm({ churchName: "Pfarrei St. Jürgen – Łódź 聖マリア教会 ⛪", firstname: "Zoë", lastname: "Ó Briain-Nguyễn 😀" });
    const result = await register(form);
    expect(result).toMatchObject({ status: 302, location: "/login?registered=1" });
    expect(await db.church.count()).toBe(before + 1);
    const user = await db.user.findUniqueOrThrow({ where: { email: form.email }, include: { church: true } });
    expect(user).toMatchObject({ firstname: "Zoë", lastname: "Ó Briain-Nguyễn 😀", church: { name: "Pfarrei St. Jürgen – Łódź 聖マリア教会 ⛪" } });
    expect(user.churchId).not.toBe(other.id);
  });

  it("sends a signed-in visitor of /register to their landing page", async () => {
    const { user, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
    const cookie = await signIn(user);
    expect(await answer(await run(registerLoader, makeRequest("/register", { cookie })))).toMatchObject({ status: 302, location: "/religious-education" });
    expect(await answer(await run(registerLoader, makeRequest("/register", { cookie: await signIn(otherUser) })))).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await answer(await run(registerLoader, makeRequest("/register")))).toMatchObject({ status: 200 });
  });
});
