import { describe, expect, it } from "vitest";
import { createChurch, createTwoChurches, createUser } from "../../prisma/factories";
import { action as addYearAction, loader as addYearLoader } from "~/routes/religious-education.years.add";
import { action as subscriptionsAction } from "~/routes/billing.subscriptions";
import { action as checkoutAction } from "~/routes/local-stripe.checkout.$sessionId";
import { action as portalAction } from "~/routes/local-stripe.portal";
import { action as trialsAction, loader as trialsLoader } from "~/routes/super-admin.trials";
import { loader as shellLoader } from "~/routes/religious-education";
import { loader as teacherShellLoader } from "~/routes/re.teacher";
import { churchesDueForTrialReminders, dueReminder, sendTrialReminders } from "~/modules/billing/trial-reminders.server";
import { handleTrialReminder } from "../../workers/handlers/trial-reminders";
import { isReadOnly, READ_ONLY_MESSAGE } from "~/utils/billing-access";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn } from "../support/http";

const DAY = 86_400_000;

async function trialEndOf(churchId: string) {
  return (await db.subscription.findFirstOrThrow({ where: { churchId, stripeSubscriptionId: null } })).trialEnd!;
}
const outboxOf = (churchId: string) => db.emailOutbox.findMany({ where: { churchId, template: { startsWith: "trial" } }, orderBy: { createdAt: "asc" } });
const addYear = (cookie: string, yearName: string) => run(addYearAction, makeRequest("/religious-education/years/add", { cookie, form: { yearName } }));
const yearsOf = (churchId: string) => db.schoolYear.count({ where: { churchId } });

describe("The trial lifecycle", () => {
  it("e-mails the staff 7, 3 and 1 days before the end and on the day, each once, with the clock under the test's control", async () => {
    const { church, other } = await createTwoChurches(["CHURCH_USER"]);
    await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
    await createUser({ churchId: church.id, roles: ["TEACHER"] });
    const end = await trialEndOf(church.id);
    const at = (day: number) => new Date(end.getTime() - (30 - day) * DAY + 60_000);

    expect(await sendTrialReminders(church.id, at(10))).toEqual({ kind: null, sent: 0 });
    expect(await churchesDueForTrialReminders(at(10))).not.toContain(church.id);
    expect(await churchesDueForTrialReminders(at(23))).toContain(church.id);

    // Day 23: 7 days left. Twice (the job ran twice), and an hour later: one reminder.
    expect(await sendTrialReminders(church.id, at(23))).toEqual({ kind: "7-days", sent: 2 });
    expect(await sendTrialReminders(church.id, at(23))).toEqual({ kind: null, sent: 0 });
    expect(await handleTrialReminder({ churchId: church.id }, new Date(at(23).getTime() + 3_600_000))).toEqual({ kind: null, sent: 0 });
    // Two runs at the same moment still send it once.
    const racing = await Promise.all([sendTrialReminders(church.id, at(27)), sendTrialReminders(church.id, at(27))]);
    expect(racing.map((r) => r.sent).sort()).toEqual([0, 2]);
    // The job missed day 29 and runs on day 30 (late): the reminder due now, not the ones missed.
    expect(await sendTrialReminders(church.id, at(30))).toEqual({ kind: "ended", sent: 2 });
    expect(await sendTrialReminders(church.id, at(31))).toEqual({ kind: null, sent: 0 });

    const mails = await outboxOf(church.id);
    expect(mails.map((m) => m.subject)).toEqual([
      ...Array(2).fill(`Your free trial for ${church.name} ends in 7 days`),
      ...Array(2).fill(`Your free trial for ${church.name} ends in 3 days`),
      ...Array(2).fill(`Your free trial for ${church.name} has ended`),
    ]);
    expect(mails[0].textBody).toContain("/billing/subscriptions");
    expect(await outboxOf(other.id)).toEqual([]);
    expect([1, 3, 7, 8, 0, -2].map(dueReminder)).toEqual(["1-day", "3-days", "7-days", null, "ended", "ended"]);
    // A payload without a church is refused before anything runs.
    await expect(handleTrialReminder({})).rejects.toThrow();
  });

  it("makes the church read-only when the trial ends: pages read, staff actions are refused with a link to Billing; paying opens it at once; cancelling closes it", async () => {
    const { church, user, other, otherUser } = await createTwoChurches(["CHURCH_USER"]);
    const cookie = await signIn(user);
    await db.subscription.updateMany({ where: { churchId: church.id }, data: { trialEnd: new Date(Date.now() - 60_000) } });

    const refused = await answer(await addYear(cookie, "2030-2031"));
    expect(refused.status).toBe(402);
    const body = await (((await addYear(cookie, "2030-2031")).thrown as Response).json());
    expect(body).toEqual({ readOnly: true, message: READ_ONLY_MESSAGE, billing: "/billing" });
    expect(await yearsOf(church.id)).toBe(0);
    // Reading still works, and the shell says why.
    expect((await answer(await run(addYearLoader, makeRequest("/religious-education/years/add", { cookie })))).status).toBe(200);
    const shell = await answer(await run(shellLoader, makeRequest("/religious-education", { cookie })));
    // The ended trial is no longer announced as one; a teacher is told too, without the Billing link.
    expect(shell.data).toMatchObject({ shell: { readOnly: { billing: true }, trial: null } });
    const teacher = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    const teacherShell = await answer(await run(teacherShellLoader, makeRequest("/re/teacher", { cookie: teacher })));
    expect(teacherShell.data).toMatchObject({ shell: { readOnly: { billing: false }, trial: null } });
    // The other church is not affected.
    expect((await answer(await addYear(await signIn(otherUser), "2030-2031"))).status).toBe(302);
    expect(await yearsOf(other.id)).toBe(1);

    // Subscribing works while read-only (local billing mode), and opens the church at once.
    const checkout = await answer(await run(subscriptionsAction, makeRequest("/billing/subscriptions", { cookie, form: { intent: "subscribe" } })));
    const sessionId = checkout.location!.split("/").pop()!;
    await run(checkoutAction, makeRequest(checkout.location!, { method: "POST" }), { sessionId });
    expect((await answer(await addYear(cookie, "2030-2031"))).status).toBe(302);
    expect(await yearsOf(church.id)).toBe(1);

    // Cancelled: read-only again, and nothing was deleted.
    await run(portalAction, makeRequest("/local-stripe/portal", { cookie, method: "POST" }));
    expect((await answer(await addYear(cookie, "2031-2032"))).status).toBe(402);
    expect(await yearsOf(church.id)).toBe(1);
  });

  it("keeps a past-due church open for the grace period only", () => {
    const now = new Date();
    expect(isReadOnly([{ status: "past_due", trialEnd: null, pastDueSince: new Date(now.getTime() - 3 * DAY) }], now)).toBe(false);
    expect(isReadOnly([{ status: "past_due", trialEnd: null, pastDueSince: new Date(now.getTime() - 8 * DAY) }], now)).toBe(true);
    expect(isReadOnly([{ status: "unpaid", trialEnd: null }], now)).toBe(true);
    expect(isReadOnly([{ status: "FREE_TRIAL", trialEnd: null }], now)).toBe(false);
    expect(isReadOnly([], now)).toBe(true);
  });

  it("lets a super-admin extend a trial (ended or not), and nobody else", async () => {
    const church = await createChurch();
    const staff = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    const platform = await createChurch();
    const admin = await createUser({ churchId: platform.id, roles: ["ADMIN"] });
    const adminCookie = await signIn(admin);
    await db.subscription.updateMany({ where: { churchId: church.id }, data: { trialEnd: new Date(Date.now() - DAY) } });

    const list = await answer(await run(trialsLoader, makeRequest("/super-admin/trials", { cookie: adminCookie })));
    expect((list.data as { churches: { id: string; readOnly: boolean }[] }).churches.find((c) => c.id === church.id)).toMatchObject({ readOnly: true });

    const extend = (cookie: string, form: Record<string, string>) => run(trialsAction, makeRequest("/super-admin/trials", { cookie, form }));
    expect((await answer(await extend(adminCookie, { churchId: church.id, days: "0" }))).status).toBe(400);
    expect((await answer(await extend(adminCookie, { churchId: "no-such-church", days: "5" }))).status).toBe(404);
    const staffTry = await answer(await extend(await signIn(staff), { churchId: church.id, days: "30" }));
    expect(staffTry.location).toBe("/unauthorized");
    expect(await trialEndOf(church.id)).toEqual(expect.any(Date));
    expect((await trialEndOf(church.id)).getTime()).toBeLessThan(Date.now());

    const before = Date.now();
    expect((await answer(await extend(adminCookie, { churchId: church.id, days: "14" }))).status).toBe(302);
    const end = await trialEndOf(church.id);
    expect(end.getTime()).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(end.getTime()).toBeLessThan(Date.now() + 14 * DAY + 1000);
    expect((await answer(await addYear(await signIn(staff), "2030-2031"))).status).toBe(302);
    // A second extension adds to the end, not to today.
    await extend(adminCookie, { churchId: church.id, days: "10" });
    expect((await trialEndOf(church.id)).getTime()).toBe(end.getTime() + 10 * DAY);
    // The super-admin's activity log says how long and to when, the date in en-US.
    const logged = await db.adminAuditLog.findFirstOrThrow({ where: { action: "trial extended" }, orderBy: { createdAt: "desc" } });
    expect(logged.detail).toMatch(/^10 day\(s\), to \d{2}\/\d{2}\/\d{4}$/);
  });
});
