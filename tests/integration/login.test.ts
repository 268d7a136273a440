import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createChurch, createUser } from "../../prisma/factories";
import { db } from "~/utils/db.server";
import { verifyPassword } from "~/utils/password.server";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { answer, cookieFrom, makeRequest, run } from "../support/http";

async function postLogin(form: Record<string, string>, ip = "10.0.0.1") {
  return answer(await run(loginAction, makeRequest("/login", { form }), {}, { cspNonce: "", clientIp: ip }));
}

describe("login", () => {
  it("answers the spec's messages and signs a user in", async () => {
    const church = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const other = await createChurch();
    await createUser({ churchId: other.id, roles: ["CHURCH_USER"] });

    const [missing, wrong, unknown] = await Promise.all([
      postLogin({ user: "", pwd: "" }),
      postLogin({ user: user.email, pwd: "wrong" }),
      postLogin({ user: "nobody@example.test", pwd: "x" }),
    ]);
    expect(missing).toMatchObject({ status: 400, data: { error: "Missing Username or Password" } });
    expect(wrong).toMatchObject({ status: 401, data: { error: "Invalid Credentials" } });
    expect(unknown).toMatchObject({ status: 401, data: { error: "Invalid Credentials" } });

    const ok = await postLogin({ user: user.email.toUpperCase(), pwd: "parish-demo", redirectTo: "" });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/dashboard");
    const cookie = cookieFrom(ok.headers.get("Set-Cookie"));
    const page = await answer(await run(dashboardLoader, makeRequest("/dashboard", { cookie })));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ church: { id: church.id, name: church.name } });

    const again = await answer(await run(loginLoader, makeRequest("/login?redirectTo=%2Fsettings", { cookie })));
    expect(again).toMatchObject({ status: 302, location: "/settings" });
  });

  it("locks an account after repeated failures, across addresses", async () => {
    const church = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    // At once: each failure costs a full password hash, and the counter must hold under concurrency.
    await Promise.all([0, 1, 2, 3, 4].map((i) => postLogin({ user: user.email, pwd: "wrong" }, `10.1.0.${i}`)));
    const locked = await postLogin({ user: user.email, pwd: "parish-demo" }, "10.2.0.1");
    expect(locked.status).toBe(429);
    expect(String((locked.data as { error: string }).error)).toMatch(/Too many failed login attempts/);
  });

  it("refuses huge and oddly typed input with a 4xx", async () => {
    expect((await postLogin({ user: "x".repeat(100_000), pwd: "y".repeat(100_000) })).status).toBe(401);
    expect((await postLogin({ user: "ü€😀", pwd: "ü€😀" })).status).toBe(401);
    const form = new FormData();
    form.append("user", new Blob(["a"]), "a.txt");
    expect((await answer(await run(loginAction, makeRequest("/login", { form })))).status).toBe(400);
  });

  it("'Forgot password?' without JavaScript carries the typed username, never the password", async () => {
    const typed = await postLogin({ user: " someone@example.test ", pwd: "secret-typed", intent: "forgot" });
    expect(typed).toMatchObject({ status: 302, location: "/forgotten-password?user=someone%40example.test" });
    expect(await postLogin({ user: "", pwd: "", intent: "forgot" })).toMatchObject({ status: 302, location: "/forgotten-password" });
  });

  it("signs in a user whose hash has the old cost (N=2^15) and stores one of today's (N=2^17)", async () => {
    const church = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    // The format of the earlier release: scrypt$N$r$p$salt$key with N=2^15.
    const salt = randomBytes(16);
    const key = scryptSync("old-password".normalize("NFKC"), salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const oldHash = `scrypt$${2 ** 15}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    await db.user.update({ where: { id: user.id }, data: { passwordHash: oldHash } });

    const ok = await postLogin({ user: user.email, pwd: "old-password" }, "10.3.0.1");
    expect(ok).toMatchObject({ status: 302, location: "/dashboard" });
    const stored = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    expect(stored).not.toBe(oldHash);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("old-password", stored)).toBe(true);

    // A failed attempt leaves an old hash alone.
    await db.user.update({ where: { id: user.id }, data: { passwordHash: oldHash } });
    expect((await postLogin({ user: user.email, pwd: "wrong-password" }, "10.3.0.2")).status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(oldHash);
  });
});
