import { describe, expect, it } from "vitest";
import { createUser, createTwoChurches } from "../../prisma/factories";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as dashboardLayoutLoader } from "~/routes/dashboard";
import { loader as settingsLoader } from "~/routes/settings._index";
import { loader as religiousEducationLoader } from "~/routes/religious-education";
import { loader as religiousEducationPageLoader } from "~/routes/religious-education.$";
import { loader as superAdminLoader } from "~/routes/super-admin";
import { loader as parentLoader } from "~/routes/re.parent";
import { loader as billingLayoutLoader } from "~/routes/billing";
import { loader as billingIndexLoader } from "~/routes/billing._index";
import { loader as billingPageLoader } from "~/routes/billing.$";
import { loader as subscriptionsLoader } from "~/routes/billing.subscriptions";
import { loader as settingsLayoutLoader } from "~/routes/settings";
import type { ShellData } from "~/modules/shell/load-shell.server";
import { userMenuLinks } from "~/modules/shell/navigation";
import { db } from "~/utils/db.server";
import { getCookieSession } from "~/utils/session.server";
import { hashToken } from "~/utils/tokens.server";
import { answer, makeRequest, run, signIn } from "../support/http";

type Loader = Parameters<typeof run>[0];
const visit = async (loader: Loader, path: string, cookie?: string, params: Record<string, string> = {}) =>
  answer(await run(loader, makeRequest(path, { cookie }), params));


describe("guard: no session", () => {
  it("sends an anonymous visitor to /login, remembering path and query", async () => {
    const dashboard = await visit(dashboardLoader, "/dashboard?tab=upcoming&x=1");
    expect(dashboard.status).toBe(302);
    expect(dashboard.location).toBe(`/login?redirectTo=${encodeURIComponent("/dashboard?tab=upcoming&x=1")}`);
    expect(new URL(dashboard.location!, "http://x").searchParams.get("redirectTo")).toBe("/dashboard?tab=upcoming&x=1");

    const settings = await visit(settingsLoader, "/settings");
    expect(settings).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fsettings" });

    const layout = await visit(dashboardLayoutLoader, "/dashboard");
    expect(layout).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });
  });

  it("treats a forged or garbage cookie as signed out", async () => {
    expect(await visit(dashboardLoader, "/dashboard", "__session=not-a-signed-value")).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });
    expect(await visit(dashboardLoader, "/dashboard", "__session=" + "A".repeat(5000))).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });
  });
});

describe("guard: roles", () => {
  it("lets each church user in to their own church only", async () => {
    const { church, user, other, otherUser } = await createTwoChurches();
    const mine = await visit(dashboardLoader, "/dashboard", await signIn(user));
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ church: { id: church.id, name: church.name } });
    expect(JSON.stringify(mine.data)).not.toContain(other.name);

    const theirs = await visit(dashboardLoader, "/dashboard", await signIn(otherUser));
    expect(theirs.data).toMatchObject({ church: { id: other.id, name: other.name } });
    expect(JSON.stringify(theirs.data)).not.toContain(church.name);

    const settings = await visit(settingsLoader, "/settings", await signIn(user));
    expect(settings.status).toBe(200);
  });

  it("sends a user whose role is not allowed to /unauthorized", async () => {
    const { church, other } = await createTwoChurches();
    const schoolUser = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
    const parent = await createUser({ churchId: church.id, roles: ["PARENT"] });
    const teacher = await createUser({ churchId: church.id, roles: ["TEACHER"] });
    const churchUser = await createUser({ churchId: other.id, roles: ["CHURCH_USER"] });
    const unauthorized = { status: 302, location: "/unauthorized" };

    expect(await visit(dashboardLoader, "/dashboard", await signIn(schoolUser))).toMatchObject(unauthorized);
    expect(await visit(dashboardLayoutLoader, "/dashboard", await signIn(schoolUser))).toMatchObject(unauthorized);
    expect(await visit(dashboardLoader, "/dashboard", await signIn(teacher))).toMatchObject(unauthorized);
    expect(await visit(religiousEducationLoader, "/religious-education", await signIn(parent))).toMatchObject(unauthorized);
    // The admin screens list every student; a teacher works in /re/teacher, limited to their classes.
    expect(await visit(religiousEducationLoader, "/religious-education", await signIn(teacher))).toMatchObject(unauthorized);
    expect(await visit(religiousEducationPageLoader, "/religious-education/students", await signIn(parent), { "*": "students" })).toMatchObject(
      unauthorized,
    );
    expect(await visit(settingsLoader, "/settings", await signIn(parent))).toMatchObject(unauthorized);
    expect(await visit(superAdminLoader, "/super-admin", await signIn(churchUser))).toMatchObject(unauthorized);
    expect(await visit(parentLoader, "/re/parent", await signIn(churchUser))).toMatchObject(unauthorized);

    // ...while the roles the spec allows get in.
    expect((await visit(religiousEducationLoader, "/religious-education", await signIn(schoolUser))).status).toBe(200);
    // The parent portal opens for a parent account linked to a parent of the church (issue 13's guard).
    await db.parent.create({ data: { churchId: church.id, role: "MOTHER", firstname: "P", lastname: "Parent", searchName: "pparent", email: parent.email, userId: parent.id } });
    expect((await visit(parentLoader, "/re/parent", await signIn(parent))).status).toBe(200);
    const admin = await createUser({ churchId: other.id, roles: ["ADMIN"] });
    const adminPage = await visit(superAdminLoader, "/super-admin", await signIn(admin));
    expect(adminPage.status).toBe(200);
    // Their logo and menu lead only where they may go (the spec's /dashboard would be /unauthorized).
    const { shell } = adminPage.data as { shell: ShellData };
    expect({ logoTo: shell.logoTo, menu: shell.menu }).toEqual({ logoTo: "/super-admin", menu: [{ label: "Super Admin", to: "/super-admin" }] });
  });

  it("keeps billing to church and school users: a teacher is sent to /unauthorized and sees no billing link", async () => {
    const { church, user: churchUser } = await createTwoChurches();
    const schoolUser = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
    const teacher = await createUser({ churchId: church.id, roles: ["TEACHER"] });
    const parent = await createUser({ churchId: church.id, roles: ["PARENT"] });
    const unauthorized = { status: 302, location: "/unauthorized" };
    for (const cookie of [await signIn(teacher), await signIn(parent)]) {
      expect(await visit(billingLayoutLoader, "/billing", cookie)).toMatchObject(unauthorized);
      expect(await visit(billingIndexLoader, "/billing", cookie)).toMatchObject(unauthorized);
      expect(await visit(subscriptionsLoader, "/billing/subscriptions", cookie)).toMatchObject(unauthorized);
      expect(await visit(billingPageLoader, "/billing/invoices", cookie, { "*": "invoices" })).toMatchObject(unauthorized);
    }
    for (const staff of [churchUser, schoolUser]) {
      const cookie = await signIn(staff);
      expect(await visit(billingIndexLoader, "/billing", cookie)).toMatchObject({ status: 302, location: "/billing/subscriptions" });
      expect((await visit(subscriptionsLoader, "/billing/subscriptions", cookie)).status).toBe(200);
      expect((await visit(billingLayoutLoader, "/billing/subscriptions", cookie)).status).toBe(200);
    }

    // The teacher's own pages (settings) keep the teacher's menu: Teacher Dashboard (and Logout), no trial banner.
    const teacherSettings = await visit(settingsLayoutLoader, "/settings", await signIn(teacher));
    expect(teacherSettings.status).toBe(200);
    const shell = (teacherSettings.data as { shell: ShellData }).shell;
    expect(shell.menu).toEqual([{ label: "Teacher Dashboard", to: "/re/teacher" }]);
    expect(shell.trial).toBeNull();
    const staffShell = (await visit(settingsLayoutLoader, "/settings", await signIn(churchUser))).data as { shell: ShellData };
    expect(staffShell.shell.menu.map((l) => l.label)).toContain("Billing");
    expect(staffShell.shell.trial).not.toBeNull();

    expect(userMenuLinks(["TEACHER"], "settings")).toEqual([{ label: "Teacher Dashboard", to: "/re/teacher" }]);
    expect(userMenuLinks(["CHURCH_USER", "TEACHER"], "teacher")).toEqual([{ label: "Teacher Dashboard", to: "/re/teacher" }]);
    expect(userMenuLinks(["SCHOOL_USER"], "religious-education").map((l) => l.label)).toEqual(["Religious Education", "Baptisms", "Your Profile", "Billing", "Settings"]);
    expect(userMenuLinks(["CHURCH_USER", "TEACHER"], "dashboard").map((l) => l.to)).toContain("/billing");
    expect(userMenuLinks(["CHURCH_USER"], "dashboard").map((l) => l.label)).toEqual(["Religious Education", "Baptisms", "Website", "Weddings", "Funerals", "Gift Store", "Your Profile", "Billing", "Settings"]);
    // A platform admin may open none of the parish's areas: their menu offers Super Admin, no link to /unauthorized.
    expect(userMenuLinks(["ADMIN"], "super-admin")).toEqual([{ label: "Super Admin", to: "/super-admin" }]);
  });

  it("does not let a role held in another church count in this one", async () => {
    const { church, other } = await createTwoChurches();
    const user = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
    // A stray role row pointing at another church must not grant CHURCH_USER here.
    await db.userRole.create({ data: { userId: user.id, churchId: other.id, role: "CHURCH_USER" } });
    expect(await visit(dashboardLoader, "/dashboard", await signIn(user))).toMatchObject({ status: 302, location: "/unauthorized" });
  });
});

describe("guard: session rows", () => {
  it("treats an expired session row as signed out, without touching other sessions", async () => {
    const { user, otherUser, other } = await createTwoChurches();
    const cookie = await signIn(user);
    const otherCookie = await signIn(otherUser);
    expect((await visit(dashboardLoader, "/dashboard", cookie)).status).toBe(200);

    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await visit(dashboardLoader, "/dashboard", cookie)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });
    expect(await visit(settingsLoader, "/settings", cookie)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fsettings" });

    const still = await visit(dashboardLoader, "/dashboard", otherCookie);
    expect(still.status).toBe(200);
    expect(still.data).toMatchObject({ church: { id: other.id } });
  });

  it("treats a deleted session row as signed out", async () => {
    const { user } = await createTwoChurches();
    const cookie = await signIn(user);
    await db.session.deleteMany({ where: { userId: user.id } });
    expect(await visit(dashboardLoader, "/dashboard", cookie)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fdashboard" });
  });

  it("stores only the token's hash", async () => {
    const { user } = await createTwoChurches();
    const cookie = await signIn(user);
    const session = await getCookieSession(makeRequest("/", { cookie }));
    const token = session.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const rows = await db.session.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.id)).toEqual([hashToken(token)]);
    expect(cookie).not.toContain(hashToken(token));
  });
});
