import { describe, expect, it } from "vitest";
import { createTwoChurches } from "../../prisma/factories";
import { action as forgottenAction, loader as forgottenLoader } from "~/routes/forgotten-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as loginAction } from "~/routes/login";
import { INVALID_RESET_LINK } from "~/modules/auth/messages";
import { db } from "~/utils/db.server";
import { hashToken } from "~/utils/tokens.server";
import { answer, makeRequest, run, signIn } from "../support/http";

let ip = 0;
/** A fresh client address per call: the per-address limits are tested elsewhere. */
const nextContext = () => ({ cspNonce: "", clientIp: `10.30.${Math.floor(++ip / 250)}.${ip % 250}` });

const forgot = async (form: Record<string, string> | FormData) =>
  answer(await run(forgottenAction, makeRequest("/forgotten-password", { form }), {}, nextContext()));
const resetPage = async (token: string) => answer(await run(resetLoader, makeRequest(`/reset-password?token=${encodeURIComponent(token)}`)));
const reset = async (form: Record<string, string> | FormData) => answer(await run(resetAction, makeRequest("/reset-password", { form })));
const login = async (user: string, pwd: string) => answer(await run(loginAction, makeRequest("/login", { form: { user, pwd } }), {}, nextContext()));

/** Asks for a link and returns the token found in the e-mail the user would receive. */
async function requestLink(email: string, churchId: string) {
  const before = await db.emailOutbox.count({ where: { churchId } });
  const result = await forgot({ user: email });
  expect(result.status).toBe(200);
  const emails = await db.emailOutbox.findMany({ where: { churchId, template: "password-reset" }, orderBy: { createdAt: "desc" } });
  expect(emails.length).toBe(before + 1);
  const match = emails[0].textBody.match(/\/reset-password\?token=([A-Za-z0-9_%-]+)/);
  expect(match).not.toBeNull();
  expect(emails[0].htmlBody).toContain(`/reset-password?token=${match![1]}`);
  return decodeURIComponent(match![1]);
}


describe("forgotten password", () => {
  it("stores a hashed single-use token and mails a /reset-password?token= link to an existing user", async () => {
    const { church, user, other, otherUser } = await createTwoChurches();
    const otherToken = await requestLink(otherUser.email, other.id);

    const result = await forgot({ user: user.email.toUpperCase() });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ sent: user.email });

    const rows = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ churchId: church.id, usedAt: null });
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(rows[0].expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    const [email] = await db.emailOutbox.findMany({ where: { churchId: church.id, template: "password-reset" } });
    expect(email).toMatchObject({ to: user.email, subject: "Reset your password", status: "PENDING" });
    const token = decodeURIComponent(email.textBody.match(/\/reset-password\?token=([A-Za-z0-9_%-]+)/)![1]);
    expect(email.textBody).toContain(`http://localhost:3000/reset-password?token=`);
    // Only the hash is stored.
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).not.toContain(token);

    // The other church's user, token and e-mail are untouched.
    expect(await db.passwordResetToken.count({ where: { userId: otherUser.id, usedAt: null } })).toBe(1);
    expect((await resetPage(otherToken)).status).toBe(200);
    expect(await db.emailOutbox.count({ where: { churchId: other.id } })).toBe(1);
  });

  it("answers an unknown user exactly like a known one, and writes nothing", async () => {
    const { user } = await createTwoChurches();
    const before = { tokens: await db.passwordResetToken.count(), emails: await db.emailOutbox.count() };
    const unknown = await forgot({ user: "nobody-here@example.test" });
    expect(unknown).toMatchObject({ status: 200, data: { sent: "nobody-here@example.test" } });
    expect({ tokens: await db.passwordResetToken.count(), emails: await db.emailOutbox.count() }).toEqual(before);

    const known = await forgot({ user: user.email });
    expect(Object.keys(known.data as object).sort()).toEqual(Object.keys(unknown.data as object).sort());
    expect((known.data as { result: { status?: string } }).result.status).toBe((unknown.data as { result: { status?: string } }).result.status);
  });

  it("refuses bad input with a 4xx and writes nothing", async () => {
    const { user } = await createTwoChurches();
    const before = { tokens: await db.passwordResetToken.count(), emails: await db.emailOutbox.count() };
    for (const value of ["", "   ", "not-an-email", `${"x".repeat(100 * 1024)}@example.test`, "a\u0000b@example.test", `${user.email}\u0000`]) {
      expect((await forgot({ user: value })).status, JSON.stringify(value.slice(0, 30))).toBe(400);
    }
    expect((await forgot({})).status).toBe(400);
    const file = new FormData();
    file.append("user", new Blob([user.email]), "user.txt");
    expect((await forgot(file)).status).toBe(400);
    expect({ tokens: await db.passwordResetToken.count(), emails: await db.emailOutbox.count() }).toEqual(before);
  });

  it("limits requests per address", async () => {
    const { user } = await createTwoChurches();
    const context = { cspNonce: "", clientIp: "10.31.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await answer(await run(forgottenAction, makeRequest("/forgotten-password", { form: { user: user.email } }), {}, context))).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Only the latest link is valid: each new request replaced the unused one.
    expect(await db.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  });

  it("prefills the username passed from /login, cut to a sane length", async () => {
    expect(await answer(await run(forgottenLoader, makeRequest("/forgotten-password?user=a%40b.test")))).toMatchObject({ status: 200, data: { user: "a@b.test" } });
    const long = await answer(await run(forgottenLoader, makeRequest(`/forgotten-password?user=${"y".repeat(5000)}`)));
    expect((long.data as { user: string }).user.length).toBe(254);
  });
});

describe("reset password", () => {
  it("shows the form for a good token and 400 for a bad, expired or used one", async () => {
    const { church, user, other, otherUser } = await createTwoChurches();
    const token = await requestLink(user.email, church.id);
    const good = await resetPage(token);
    expect(good).toMatchObject({ status: 200, data: { token } });
    expect(good.headers.get("Referrer-Policy")).toBe("no-referrer");

    for (const bad of ["", "nope", "x".repeat(5000), token.slice(0, -1), `${token}x`]) {
      expect(await resetPage(bad), bad.slice(0, 20)).toMatchObject({ status: 400, data: { token: null } });
    }
    expect(await answer(await run(resetLoader, makeRequest("/reset-password")))).toMatchObject({ status: 400, data: { token: null } });

    const otherToken = await requestLink(otherUser.email, other.id);
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetPage(token)).toMatchObject({ status: 400, data: { token: null } });
    // Expiring one church's token leaves the other church's link working.
    expect((await resetPage(otherToken)).status).toBe(200);

    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() + 60_000), usedAt: new Date() } });
    expect((await resetPage(token)).status).toBe(400);
  });

  it("sets the new password, signs the user out everywhere and spends the token", async () => {
    const { church, user, other, otherUser } = await createTwoChurches();
    const sessions = [await signIn(user), await signIn(user)];
    await signIn(otherUser);
    const otherHash = (await db.user.findUniqueOrThrow({ where: { id: otherUser.id } })).passwordHash;
    const token = await requestLink(user.email, church.id);
    const otherToken = await requestLink(otherUser.email, other.id);
    expect(sessions).toHaveLength(2);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

    const done = await reset({ token, password: "a brand new secret", confirmPassword: "a brand new secret" });
    expect(done).toMatchObject({ status: 302, location: "/login" });
    expect(done.headers.get("Set-Cookie")).toContain("__session=");

    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await login(user.email, "a brand new secret")).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await login(user.email, "parish-demo")).toMatchObject({ status: 401, data: { error: "Invalid Credentials" } });

    const again = await reset({ token, password: "another new secret", confirmPassword: "another new secret" });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.data)).toContain(INVALID_RESET_LINK);
    expect(await login(user.email, "a brand new secret")).toMatchObject({ status: 302 });
    expect((await resetPage(token)).status).toBe(400);

    // The other church's user keeps password, session and link.
    expect((await db.user.findUniqueOrThrow({ where: { id: otherUser.id } })).passwordHash).toBe(otherHash);
    expect(await db.session.count({ where: { userId: otherUser.id } })).toBe(1);
    expect((await resetPage(otherToken)).status).toBe(200);
  });

  it("refuses an expired token in the action", async () => {
    const { church, user } = await createTwoChurches();
    const token = await requestLink(user.email, church.id);
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = await reset({ token, password: "a brand new secret", confirmPassword: "a brand new secret" });
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.data)).toContain(INVALID_RESET_LINK);
    expect(await login(user.email, "parish-demo")).toMatchObject({ status: 302 });
  });

  it("spends a token once even when two resets race", async () => {
    const { church, user } = await createTwoChurches();
    const token = await requestLink(user.email, church.id);
    const results = await Promise.all([
      reset({ token, password: "first new secret", confirmPassword: "first new secret" }),
      reset({ token, password: "second new secret", confirmPassword: "second new secret" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 400]);
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const { church, user, otherUser } = await createTwoChurches();
    const token = await requestLink(user.email, church.id);
    const hashes = async () => (await db.user.findMany({ where: { id: { in: [user.id, otherUser.id] } }, orderBy: { id: "asc" } })).map((u) => u.passwordHash);
    const before = await hashes();
    const big = "p".repeat(100 * 1024);
    const cases: [string, Record<string, string>][] = [
      ["no token", { password: "a brand new secret", confirmPassword: "a brand new secret" }],
      ["short token", { token: "abc", password: "a brand new secret", confirmPassword: "a brand new secret" }],
      ["wrong token", { token: "x".repeat(43), password: "a brand new secret", confirmPassword: "a brand new secret" }],
      ["huge token", { token: "x".repeat(100 * 1024), password: "a brand new secret", confirmPassword: "a brand new secret" }],
      ["short password", { token, password: "short", confirmPassword: "short" }],
      ["mismatch", { token, password: "a brand new secret", confirmPassword: "a different secret" }],
      ["huge password", { token, password: big, confirmPassword: big }],
      ["empty", {}],
    ];
    for (const [label, form] of cases) {
      const result = await reset(form);
      expect(result.status, label).toBe(400);
      expect(JSON.stringify(result.data ?? "")).not.toContain("a brand new secret");
    }
    const file = new FormData();
    file.append("token", token);
    file.append("password", new Blob(["a brand new secret"]), "p.txt");
    file.append("confirmPassword", "a brand new secret");
    expect((await reset(file)).status).toBe(400);

    expect(await hashes()).toEqual(before);
    // The link still works after all those refusals.
    expect((await resetPage(token)).status).toBe(200);
  });
});
