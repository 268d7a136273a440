import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaff, createTeacher, createTwoChurches } from "../../prisma/factories";
import { priestSelection, SELECTION_COOKIE } from "~/modules/weddings/priest-selection.server";
import { db } from "~/utils/db.server";
import { PreparingClient } from "~/utils/pg-statements.server";
import { sessionCacheEnabled, startSessionCache, stopSessionCache } from "~/utils/session-cache.server";
import { endSession, getSessionUser } from "~/utils/session.server";
import { makeRequest, signIn } from "../support/http";

// The web server keeps session reads while PostgreSQL says nothing they hold changed (utils/session-cache.server).
beforeAll(() => startSessionCache());
afterAll(() => stopSessionCache());

/** A page's lookup: a new Request each time, as each page is. */
const lookUp = (cookie: string) => getSessionUser(makeRequest("/dashboard", { cookie }));

async function statementsOf(fn: () => Promise<unknown>) {
  const statements = vi.spyOn(PreparingClient.prototype, "query");
  try {
    await fn();
    return statements.mock.calls.length;
  } finally {
    statements.mockRestore();
  }
}

/**
 * The session is read once and then kept: no statement for the next page. Retried, as the notices of
 * the setup's own writes (a new church's trial) may still be arriving and make it read again.
 */
const kept = (cookie: string) =>
  vi.waitFor(async () => {
    await lookUp(cookie);
    expect(await statementsOf(() => lookUp(cookie))).toBe(0);
  });

/** Each change is made in the database directly, as any writer (the app, the worker, psql) makes it. */
describe("session reads kept by the web server", () => {
  it("reads a session once; a change to its user, roles, teacher record, subscription, church or the session itself holds at the next page", async () => {
    expect(sessionCacheEnabled()).toBe(true);
    const { church, user, otherUser } = await createTwoChurches();
    const cookie = await signIn(user);
    const theirs = await signIn(otherUser);
    expect((await lookUp(cookie))?.user.firstname).toBe("Test");
    await kept(cookie);
    await kept(theirs);

    // One church's change: its sessions are read again, the other church's stay kept.
    await db.user.update({ where: { id: user.id }, data: { firstname: "Renamed" } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.user.firstname).toBe("Renamed"));
    expect(await statementsOf(() => lookUp(theirs))).toBe(0);

    await db.userRole.create({ data: { userId: user.id, churchId: church.id, role: "SCHOOL_USER" } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.roles).toEqual(["CHURCH_USER", "SCHOOL_USER"]));
    await db.subscription.updateMany({ where: { churchId: church.id }, data: { status: "canceled" } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.subscriptions.map((s) => s.status)).toEqual(["canceled"]));
    await db.church.update({ where: { id: church.id }, data: { name: "Renamed Parish" } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.church.name).toBe("Renamed Parish"));
    // The teacher record the teacher portal's guard reads: linked, unlinked and deleted, each seen at the next page.
    const teacher = await createTeacher({ churchId: church.id, firstname: "Tea", lastname: "Cher", userId: user.id });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.teacherId).toBe(teacher.id));
    await kept(cookie);
    await db.teacher.update({ where: { id: teacher.id }, data: { userId: null } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.teacherId).toBeNull());
    await db.teacher.update({ where: { id: teacher.id }, data: { userId: user.id } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.teacherId).toBe(teacher.id));
    await kept(cookie);
    await db.teacher.delete({ where: { id: teacher.id } });
    await vi.waitFor(async () => expect((await lookUp(cookie))?.teacherId).toBeNull());

    // Signed out: the copied cookie stops at once; so does a deactivated user's, and a suspended church's.
    const copy = await signIn(user);
    await lookUp(copy);
    await endSession(makeRequest("/logout", { cookie: copy }));
    await vi.waitFor(async () => expect(await lookUp(copy)).toBeNull());
    await db.user.update({ where: { id: user.id }, data: { deactivatedAt: new Date() } });
    await vi.waitFor(async () => expect(await lookUp(cookie)).toBeNull());
    await db.church.update({ where: { id: otherUser.churchId }, data: { suspendedAt: new Date() } });
    await vi.waitFor(async () => expect(await lookUp(theirs)).toBeNull());
  });

  it("keeps the Weddings sidebar's priests; a priest or deacon added, renamed, deactivated or removed shows at the next page, other edits keep them", async () => {
    const { church, otherUser } = await createTwoChurches();
    const brennan = await createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan", role: "PRIEST" });
    await createStaff({ churchId: otherUser.churchId, firstname: "Their", lastname: "Priest", role: "PRIEST" });
    const sidebar = () => priestSelection(church.id, makeRequest("/weddings"));
    const names = async () => (await sidebar()).map((p) => p.name);
    await vi.waitFor(async () => {
      expect(await names()).toEqual(["John Brennan"]);
      expect(await statementsOf(sidebar)).toBe(0);
    });

    const hayes = await createStaff({ churchId: church.id, firstname: "Robert", lastname: "Hayes", role: "DEACON" });
    await vi.waitFor(async () => expect(await names()).toEqual(["John Brennan", "Robert Hayes"]));
    await db.staff.update({ where: { id: hayes.id }, data: { lastname: "Adams" } });
    await vi.waitFor(async () => expect(await names()).toEqual(["Robert Adams", "John Brennan"]));
    await db.staff.update({ where: { id: brennan.id }, data: { status: "INACTIVE" } });
    await vi.waitFor(async () => expect(await names()).toEqual(["Robert Adams"]));
    // A selected priest that is no longer active stays listed, selected, so that it can be cleared.
    const selected = await priestSelection(church.id, makeRequest("/weddings", { cookie: `${SELECTION_COOKIE}=${brennan.id}` }));
    expect(selected).toEqual([
      { id: hayes.id, name: "Robert Adams", selected: false },
      { id: brennan.id, name: "John Brennan", selected: true },
    ]);
    await db.staff.delete({ where: { id: hayes.id } });
    await vi.waitFor(async () => expect(await names()).toEqual([]));

    // A change the sidebar does not show (a phone number), or another church's priest: still kept.
    const walsh = await createStaff({ churchId: church.id, firstname: "Peter", lastname: "Walsh", role: "PRIEST" });
    const theirs = () => priestSelection(otherUser.churchId, makeRequest("/weddings"));
    await vi.waitFor(async () => {
      expect(await names()).toEqual(["Peter Walsh"]);
      expect(await statementsOf(sidebar)).toBe(0);
      expect(await statementsOf(theirs)).toBe(0);
    });
    await db.staff.update({ where: { id: walsh.id }, data: { phone: "555-0100" } });
    await createStaff({ churchId: otherUser.churchId, firstname: "Second", lastname: "Theirs", role: "DEACON" });
    // Notices come in commit order: once the other church's is heard, one for the phone would have been too.
    await vi.waitFor(async () => expect((await theirs()).map((p) => p.name)).toEqual(["Their Priest", "Second Theirs"]));
    expect(await statementsOf(sidebar)).toBe(0);
  });

  it("keeps nothing while its listener is gone, and listens again", async () => {
    const { user } = await createTwoChurches();
    const cookie = await signIn(user);
    await kept(cookie);
    await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN session_changed'`;
    await vi.waitFor(() => expect(sessionCacheEnabled()).toBe(false));
    expect(await statementsOf(() => lookUp(cookie))).toBe(1);
    expect(await statementsOf(() => lookUp(cookie))).toBe(1);
    await vi.waitFor(() => expect(sessionCacheEnabled()).toBe(true), { timeout: 5000 });
    await kept(cookie);
  });

  it("keeps nothing in a database without its triggers (not yet migrated)", async () => {
    await stopSessionCache();
    await db.$executeRawUnsafe(`ALTER FUNCTION "notify_session_changed"() RENAME TO "notify_session_changed_off"`);
    try {
      await startSessionCache();
      expect(sessionCacheEnabled()).toBe(false);
      const { user } = await createTwoChurches();
      const cookie = await signIn(user);
      await lookUp(cookie);
      expect(await statementsOf(() => lookUp(cookie))).toBe(1);
    } finally {
      await db.$executeRawUnsafe(`ALTER FUNCTION "notify_session_changed_off"() RENAME TO "notify_session_changed"`);
    }
  });
});
