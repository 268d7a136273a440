import { describe, expect, it } from "vitest";
import { createChurch, createUser } from "../../prisma/factories";
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

    expect(await postLogin({ user: "", pwd: "" })).toMatchObject({ status: 400, data: { error: "Missing Username or Password" } });
    expect(await postLogin({ user: user.email, pwd: "wrong" })).toMatchObject({ status: 401, data: { error: "Invalid Credentials" } });
    expect(await postLogin({ user: "nobody@example.test", pwd: "x" })).toMatchObject({ status: 401, data: { error: "Invalid Credentials" } });

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
    for (let i = 0; i < 5; i++) await postLogin({ user: user.email, pwd: "wrong" }, `10.1.0.${i}`);
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
});
