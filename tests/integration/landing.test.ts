import { describe, expect, it } from "vitest";
import { createChurch, createUser, createTwoChurches } from "../../prisma/factories";
import { loader as indexLoader } from "~/routes/_index";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { db } from "~/utils/db.server";
import type { RoleName } from "~/utils/roles";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

let ipCounter = 0;
/** Each login from its own address, so the per-address limit never interferes. */
async function postLogin(form: Record<string, string>) {
  ipCounter += 1;
  return answer(await run(loginAction, makeRequest("/login", { form }), {}, { cspNonce: "", clientIp: `10.20.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` }));
}

describe("post-login landing through the login action", () => {
  it("lands each role where spec section 2 says", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const expected: [RoleName, string][] = [
      ["ADMIN", "/super-admin"],
      ["CHURCH_USER", "/dashboard"],
      ["SCHOOL_USER", "/religious-education"],
      ["PARENT", "/re/parent"],
      ["TEACHER", "/re/teacher"],
    ];
    for (const [role, path] of expected) {
      const user = await createUser({ churchId: church.id, roles: [role] });
      const result = await postLogin({ user: user.email, pwd: "parish-demo", redirectTo: "" });
      expect(result, role).toMatchObject({ status: 302, location: path });
      expect(result.headers.get("Set-Cookie")).toContain("__session=");
    }
    // The session rows belong to the church of the user who signed in, never to the other one.
    expect(await db.session.count({ where: { churchId: church.id } })).toBe(expected.length);
    expect(await db.session.count({ where: { churchId: other.id } })).toBe(0);
  });

  it("lets moduleOnLogin override the role", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const school = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"], moduleOnLogin: "weddings" });
    const staff = await createUser({ churchId: church.id, roles: ["CHURCH_USER"], moduleOnLogin: "religious_education" });
    const teacher = await createUser({ churchId: other.id, roles: ["TEACHER"], moduleOnLogin: "website" });
    const admin = await createUser({ churchId: other.id, roles: ["ADMIN"], moduleOnLogin: "dashboard" });
    expect(await postLogin({ user: school.email, pwd: "parish-demo" })).toMatchObject({ status: 302, location: "/weddings" });
    expect(await postLogin({ user: staff.email, pwd: "parish-demo" })).toMatchObject({ status: 302, location: "/religious-education" });
    expect(await postLogin({ user: teacher.email, pwd: "parish-demo" })).toMatchObject({ status: 302, location: "/website" });
    expect(await postLogin({ user: admin.email, pwd: "parish-demo" })).toMatchObject({ status: 302, location: "/dashboard" });
  });

  it("sends the user to the requested page unless it is /, and never off the site", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"], moduleOnLogin: "website" });
    const otherUser = await createUser({ churchId: other.id, roles: ["SCHOOL_USER"] });

    expect(await postLogin({ user: user.email, pwd: "parish-demo", redirectTo: "/weddings/priests?x=1" })).toMatchObject({
      status: 302,
      location: "/weddings/priests?x=1",
    });
    expect(await postLogin({ user: user.email, pwd: "parish-demo", redirectTo: "/" })).toMatchObject({ status: 302, location: "/website" });
    expect(await postLogin({ user: user.email, pwd: "parish-demo", redirectTo: "//evil.example" })).toMatchObject({ status: 302, location: "/website" });
    expect(await postLogin({ user: user.email, pwd: "parish-demo", redirectTo: "https://evil.example/x" })).toMatchObject({ status: 302, location: "/website" });
    expect(await postLogin({ user: otherUser.email, pwd: "parish-demo", redirectTo: "/\\evil.example" })).toMatchObject({
      status: 302,
      location: "/religious-education",
    });
  });

  it("gives a session cookie that opens the landing page for that user's church", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    await createUser({ churchId: other.id, roles: ["CHURCH_USER"] });
    const result = await postLogin({ user: user.email, pwd: "parish-demo" });
    const cookie = cookieFrom(result.headers.get("Set-Cookie"));
    const page = await answer(await run(dashboardLoader, makeRequest(result.location!, { cookie })));
    expect(page.data).toMatchObject({ church: { id: church.id } });
    expect(JSON.stringify(page.data)).not.toContain(other.name);
  });
});

describe("login input that the database cannot store", () => {
  it("answers 401 for a user name with NUL or other control characters, never a 500", async () => {
    const church = await createChurch();
    const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    // At once: each refusal costs a full password hash (as a real one would).
    const names = [`${user.email}\u0000`, "a\u0000b@example.test", `${user.email}\u001b`, "\u0000"];
    const [nulPassword, ...answers] = await Promise.all([postLogin({ user: user.email, pwd: "\u0000parish-demo" }), ...names.map((name) => postLogin({ user: name, pwd: "parish-demo" }))]);
    answers.forEach((res, i) => expect(res, JSON.stringify(names[i])).toMatchObject({ status: 401, data: { error: "Invalid Credentials" } }));
    expect(nulPassword.status).toBe(401);
    // The real account still signs in.
    expect(await postLogin({ user: user.email, pwd: "parish-demo" })).toMatchObject({ status: 302, location: "/dashboard" });
  });
});

describe("the / route and /login when already signed in", () => {
  it("sends an anonymous visitor to /login", async () => {
    expect(await answer(await run(indexLoader, makeRequest("/")))).toMatchObject({ status: 302, location: "/login" });
  });

  it("sends a signed-in user where login would", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const cases: [RoleName[], string | null, string][] = [
      [["ADMIN"], null, "/super-admin"],
      [["CHURCH_USER"], null, "/dashboard"],
      [["SCHOOL_USER"], null, "/religious-education"],
      [["PARENT"], null, "/re/parent"],
      [["TEACHER"], null, "/re/teacher"],
      [["SCHOOL_USER"], "website", "/website"],
    ];
    for (const [i, [roles, moduleOnLogin, path]] of cases.entries()) {
      // Alternate between the two churches: the rule is the same in each.
      const user = await createUser({ churchId: i % 2 ? other.id : church.id, roles, moduleOnLogin: moduleOnLogin as "website" | null });
      const cookie = await signIn(user);
      expect(await answer(await run(indexLoader, makeRequest("/", { cookie }))), path).toMatchObject({ status: 302, location: path });
      expect(await answer(await run(loginLoader, makeRequest("/login", { cookie }))), path).toMatchObject({ status: 302, location: path });
    }
  });

  it("honours a safe redirectTo on /login for a signed-in user and ignores an off-site one", async () => {
    const { user, otherUser } = await createTwoChurches(["PARENT"], ["TEACHER"]);
    const cookie = await signIn(user);
    expect(await answer(await run(loginLoader, makeRequest("/login?redirectTo=%2Fsettings", { cookie })))).toMatchObject({ status: 302, location: "/settings" });
    // Each session lands by its own user's role, whatever the other church's user does.
    expect(await answer(await run(loginLoader, makeRequest("/login", { cookie: await signIn(otherUser) })))).toMatchObject({ status: 302, location: "/re/teacher" });
    expect(await answer(await run(loginLoader, makeRequest("/login?redirectTo=%2F%2Fevil.example", { cookie })))).toMatchObject({
      status: 302,
      location: "/re/parent",
    });
    expect(await answer(await run(loginLoader, makeRequest("/login")))).toMatchObject({ status: 200, data: { registered: false } });
  });
});
