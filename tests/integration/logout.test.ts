import { describe, expect, it } from "vitest";
import { createTwoChurches } from "../../prisma/factories";
import { action as logoutAction, loader as logoutLoader } from "~/routes/logout";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { db } from "~/utils/db.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

const dashboard = async (cookie: string) => answer(await run(dashboardLoader, makeRequest("/dashboard", { cookie })));

describe("logout", () => {
  it("deletes the session row, so the old cookie no longer opens a page; other sessions stay", async () => {
    const { church, user, other, otherUser } = await createTwoChurches();

    const cookie = await signIn(user);
    const secondDevice = await signIn(user);
    const otherCookie = await signIn(otherUser);
    expect((await dashboard(cookie)).status).toBe(200);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

    const result = await answer(await run(logoutAction, makeRequest("/logout", { method: "POST", cookie })));
    expect(result).toMatchObject({ status: 302, location: "/login" });
    const cleared = result.headers.get("Set-Cookie")!;
    expect(cleared).toContain("__session=");

    // Only this device's row is gone.
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    // The copied old cookie is signed out, and so is the cookie the browser now holds.
    expect(await dashboard(cookie)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });
    expect(await dashboard(cookieFrom(cleared))).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });

    // The user's other device and the other church's user are still signed in.
    expect((await dashboard(secondDevice)).data).toMatchObject({ church: { id: church.id } });
    expect((await dashboard(otherCookie)).data).toMatchObject({ church: { id: other.id } });
    expect(await db.session.count({ where: { userId: otherUser.id } })).toBe(1);
  });

  it("is harmless without a session, twice, or with a GET", async () => {
    const { user, otherUser } = await createTwoChurches();
    const otherCookie = await signIn(otherUser);
    const before = await db.session.count();

    expect(await answer(await run(logoutAction, makeRequest("/logout", { method: "POST" })))).toMatchObject({ status: 302, location: "/login" });
    expect(await answer(await run(logoutAction, makeRequest("/logout", { method: "POST", cookie: "__session=garbage" })))).toMatchObject({
      status: 302,
      location: "/login",
    });
    // A GET (a link, a prefetch) does not sign anybody out.
    const cookie = await signIn(user);
    expect(await answer(await run(logoutLoader, makeRequest("/logout", { cookie })))).toMatchObject({ status: 302, location: "/login" });
    expect((await dashboard(cookie)).status).toBe(200);

    await run(logoutAction, makeRequest("/logout", { method: "POST", cookie }));
    expect(await answer(await run(logoutAction, makeRequest("/logout", { method: "POST", cookie })))).toMatchObject({ status: 302, location: "/login" });
    expect(await db.session.count()).toBe(before);
    expect((await dashboard(otherCookie)).status).toBe(200);
  });
});
