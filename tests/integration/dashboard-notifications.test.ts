import { describe, expect, it } from "vitest";
import { createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches } from "../../prisma/factories";
import { getNotifications, NEW_MEMBER_DAYS } from "~/modules/dashboard/get-notifications.server";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn } from "../support/http";

/** A church's online registration waiting for review, and a family's new-member form sent `daysAgo` days ago. */
async function waiting(churchId: string, yearName: string, daysAgo: number) {
  const year = await createSchoolYear({ churchId, yearName });
  const schoolClass = await createSchoolClass({ churchId });
  const student = await createStudent({ churchId });
  const registration = await createRegistration({ churchId, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
  await db.registration.update({ where: { id: registration.id }, data: { source: "ONLINE", review: "PENDING" } });
  await db.household.create({ data: { churchId, createdAt: new Date(Date.now() - daysAgo * 24 * 3600_000) } });
  return year;
}

describe("the dashboard's bell", () => {
  it("lists the church's online registrations to review and its new-member forms of the last days, never another church's", async () => {
    const { church, user, other } = await createTwoChurches();
    const year = await waiting(church.id, "2026-2027", 1);
    await db.household.create({ data: { churchId: church.id, createdAt: new Date(Date.now() - (NEW_MEMBER_DAYS + 1) * 24 * 3600_000) } });
    await waiting(other.id, "2026-2027", 0);
    await waiting(other.id, "2025-2026", 0);

    expect(await getNotifications(church.id)).toEqual({ toReview: [{ yearId: year.id, yearName: "2026-2027", count: 1 }], newHouseholds: 1, newMemberDays: NEW_MEMBER_DAYS });
    const page = await answer(await run(dashboardLoader, makeRequest("/dashboard", { cookie: await signIn(user) })));
    expect((page.data as { dashboard: { notifications: unknown } }).dashboard.notifications).toEqual({ toReview: [{ yearId: year.id, yearName: "2026-2027", count: 1 }], newHouseholds: 1, newMemberDays: NEW_MEMBER_DAYS });
    expect((await getNotifications(other.id)).newHouseholds).toBe(2);
  });
});
