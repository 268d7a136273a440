import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { DEMO_PASSWORD, expect, hydrated, login, test, uniqueEmail, type TestChurch } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const INVALID_LINK = "This sign-in link is invalid, has expired or was already used. Ask for a new link, or sign in with your username and password.";

/** A teacher who signs in with a password (linked to a teacher record), two classes, three students of the current year. */
async function classroom(church: TestChurch) {
  const { f, db } = await app();
  const account = await church.addUser(["TEACHER"]);
  const user = await db.user.findUniqueOrThrow({ where: { email: account.email } });
  const teacher = await f.createTeacher({ churchId: church.id, firstname: "Thomas", lastname: "Brennan", email: account.email, userId: user.id });
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const grade2 = await f.createSchoolClass({ churchId: church.id, className: "Grade 2", teacherId: teacher.id, meets: "Sundays 9:00 AM", location: "Room 102" });
  const grade4 = await f.createSchoolClass({ churchId: church.id, className: "Grade 4", assistantId: teacher.id });
  const mother = await f.createParent({ churchId: church.id, role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: "rosa@example.test", cellPhone: "(217) 555-0101" });
  const ana = await f.createStudent({ churchId: church.id, firstname: "Ana", lastname: "Lopez", motherId: mother.id });
  const ben = await f.createStudent({ churchId: church.id, firstname: "Ben", lastname: "Adams", sacramentalStatus: "EXCLUDED" });
  const ina = await f.createStudent({ churchId: church.id, firstname: "Ina", lastname: "Active", status: "INACTIVE" });
  for (const student of [ana, ben, ina]) await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: grade2.id, schoolYearId: year.id });
  return { account, teacher, grade2, grade4, ana, ben };
}

test.describe("teacher portal", () => {
  test("staff send a login link; the teacher signs in from the outbox once; a used, expired or bad link goes to /login", async ({ page, church }) => {
    test.slow(); // one walk through several pages and two sign-ins
    const { f, db } = await app();
    const email = uniqueEmail("teacher");
    const teacher = await f.createTeacher({ churchId: church.id, firstname: "Grace", lastname: "Kim", email });
    await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
    await f.createSchoolClass({ churchId: church.id, className: "Confirmation 1", teacherId: teacher.id });

    await login(page, church.staff, { from: `/religious-education/teachers/${teacher.id}/edit` });
    await hydrated(page);
    await page.getByRole("button", { name: "Send login link" }).click();
    await expect(toast(page, `Login link sent to ${email}`)).toBeVisible();

    await page.goto("/dev/outbox");
    await page.getByRole("listitem").filter({ hasText: `To ${email}` }).getByRole("link").click();
    const link = (await page.getByTestId("email-link").filter({ hasText: "/login/re/teacher?token=" }).getAttribute("href"))!;
    // Signed out (another person at this computer), the teacher opens the link: one class, so its page.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL("/re/teacher/classes/confirmation-1");
    await expect(page.getByRole("heading", { level: 1, name: "Confirmation 1" })).toBeVisible();

    // The same link again, on another device: spent.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL("/login");
    await expect(page.getByText(INVALID_LINK)).toBeVisible();

    // A new link that expired before it was used; a made-up one.
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const { createLoginLink } = await import("~/modules/auth/login-link.server");
    const { url } = await createLoginLink({ churchId: church.id, userId: user.id, purpose: "TEACHER", now: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    for (const target of [new URL(url).pathname + new URL(url).search, "/login/re/teacher?token=not-a-real-token&u=%2Fre%2Fteacher"]) {
      await page.goto(target);
      await expect(page).toHaveURL("/login");
      await expect(page.getByText(INVALID_LINK)).toBeVisible();
    }

    // Without a link the teacher asks for one: the same answer for any address.
    await page.goto("/login/re/teacher");
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `If ${email} is the address of a teacher with a sign-in, we have sent a link to it.` })).toBeVisible();
    expect(await db.emailOutbox.count({ where: { to: email, template: "teacher-login-link" } })).toBe(2);
  });

  test("the teacher's classes, a class page with its tables, filters and export, and a student's edit", async ({ page, church, js }) => {
    test.slow(); // one walk through the portal
    const { account, ana } = await classroom(church);
    await login(page, account);
    await expect(page).toHaveURL("/re/teacher/classes");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Sundays 9:00 AM");
    await expect(rows.first()).toContainText("Room 102");
    await expect(rows.nth(1)).toContainText("Thomas Brennan");
    await expect(page.getByRole("link", { name: "Parish Administration home" })).toHaveAttribute("href", "/re/teacher");

    await page.getByRole("link", { name: "Grade 2", exact: true }).click();
    await expect(page).toHaveURL("/re/teacher/classes/grade-2");
    await expect(page.getByRole("heading", { level: 1, name: "Grade 2" })).toBeVisible();
    // Current students only: Ina is inactive.
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Lopez, Ana" })).toHaveAttribute("href", `/re/teacher/students/${ana.id}`);

    await page.getByRole("navigation", { name: "Tables" }).getByRole("link", { name: "Parent Contact Info" }).click();
    await expect(page).toHaveURL(/table=parent-contact-info/);
    await expect(page.getByRole("link", { name: "rosa@example.test" })).toBeVisible();

    await hydrated(page);
    await page.getByLabel("Sacramental Status").selectOption({ label: "Excluded from Sacraments" });
    // With JavaScript the filter applies on change; without, with Show.
    if (!js) await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/exclusion=excluded/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Adams, Ben");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export Parent Contact Info (.xlsx)" }).click()]);
    expect(download.suggestedFilename()).toBe("Grade 2 - 2026-2027 - Parent Contact Info.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Parent Contact Info")!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe("Adams");

    await page.getByRole("navigation", { name: "Tables" }).getByRole("link", { name: "Student Roster" }).click();
    await page.getByLabel("Sacramental Status").selectOption({ label: "All Students" });
    if (!js) await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("link", { name: "Lopez, Ana" }).click();
    await expect(page).toHaveURL(`/re/teacher/students/${ana.id}`);
    await expect(page.getByRole("link", { name: /^Absences \(\d+\)$/ })).toHaveAttribute("href", `/re/teacher/students/${ana.id}/absences`);
    await page.locator("summary", { hasText: /^Edit$/ }).click();
    await page.getByRole("link", { name: "Edit Full Record" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Student" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Notes").fill("Sits at the front.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Student data updated successfully")).toBeVisible();
    await expect(page).toHaveURL(`/re/teacher/students/${ana.id}`);
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Sits at the front.");
  });

  test("a teacher with one class lands on it; the search finds own students; another class and unknown paths are not found", async ({ page }) => {
    await login(page, { email: "teacher1@demo.parish", password: DEMO_PASSWORD });
    await expect(page).toHaveURL("/re/teacher/classes/ocia-adults");
    await expect(page.getByRole("heading", { level: 1, name: "OCIA Adults" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill("jessica");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page.getByRole("link", { name: "Jessica Morgan" })).toHaveAttribute("href", /^\/re\/teacher\/students\//);

    for (const path of ["/re/teacher/classes/grade-2-first-communion", "/re/teacher/no-such-page"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Not Found!" })).toBeVisible();
      await expect(page.getByText("The requested page was not found.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Classes" })).toBeVisible();
    }
  });
});
