import type { Page } from "@playwright/test";
import { expect, hydrated, login, test, type TestChurch } from "./fixtures";

const factories = () => import("../../prisma/factories");
const database = async () => (await import("~/utils/db.server")).db;

/** A week ago, as the date input takes it (a past day, whatever today is). */
const aWeekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
const enUS = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The current year with Grade 2 (four students, one with earlier absences) and Grade 3 (one student). */
async function setUp(church: TestChurch) {
  const f = await factories();
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const past = await f.createSchoolYear({ churchId: church.id, yearName: "2025-2026" });
  const grade2 = await f.createSchoolClass({ churchId: church.id, className: "Grade 2" });
  const grade3 = await f.createSchoolClass({ churchId: church.id, className: "Grade 3" });
  const names: [string, string, string][] = [
    ["Maria", "Lopez", grade2.id],
    ["John", "Abbott", grade2.id],
    ["Zoe", "Baker", grade2.id],
    ["Sam", "Carter", grade2.id],
    ["Peter", "Young", grade3.id],
  ];
  const registrations: Awaited<ReturnType<typeof f.createRegistration>>[] = [];
  for (const [firstname, lastname, schoolClassId] of names) {
    const student = await f.createStudent({ churchId: church.id, firstname, lastname });
    registrations.push(await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId, schoolYearId: year.id }));
  }
  const db = await database();
  const absent = (index: number, dates: string[]) =>
    db.absence.createMany({ data: dates.map((d) => ({ churchId: church.id, registrationId: registrations[index].id, studentId: registrations[index].studentId, date: new Date(`${d}T00:00:00Z`) })) });
  // Peter: 4 (an attendance issue); Sam: 2; last year Maria missed 3 in Grade 3.
  await absent(4, ["2026-09-13", "2026-09-20", "2026-09-27", "2026-10-04"]);
  await absent(3, ["2026-09-13", "2026-10-04"]);
  const lastYear = await f.createRegistration({ churchId: church.id, studentId: registrations[0].studentId, schoolClassId: grade3.id, schoolYearId: past.id });
  await db.absence.createMany({ data: ["2025-10-05", "2025-10-12", "2025-10-19"].map((d) => ({ churchId: church.id, registrationId: lastYear.id, studentId: lastYear.studentId, date: new Date(`${d}T00:00:00Z`) })) });
  return { year, past, grade2, grade3, registrations, db };
}

const step = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title });
const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(`^${name}`) });

test.describe("attendance", () => {
  // Each test is a whole story of many pages.
  test.describe.configure({ timeout: 90_000 });

  test("the wizard: choose date and class, students, back twice keeping the choices, preview, confirm; a second submit records nothing twice", async ({ page, church }) => {
    const { grade2, db } = await setUp(church);
    const date = aWeekAgo();
    await login(page, church.staff, { from: "/religious-education/add-attendance" });
    await expect(page.getByRole("heading", { level: 1, name: "Add Attendance" })).toBeVisible();
    await expect(step(page, "Choose Date")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Choose Date" })).toHaveAttribute("aria-current", "step");
    await hydrated(page);
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

    // Step 1: the class is required.
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Please select a class!")).toBeVisible();
    await page.getByLabel("Class", { exact: true }).selectOption({ label: "Grade 2" });
    await page.getByRole("button", { name: "Next" }).click();

    // Step 2: the class's students with their class and absences; at least one must be chosen.
    await expect(step(page, "Choose Students")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`step=2&date=${date}&classId=${grade2.id}`));
    await expect(page.getByText(`, ${enUS(date)}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Choose Students" }).getByRole("checkbox")).toHaveCount(4);
    await expect(page.locator("li").filter({ hasText: "Sam Carter" })).toContainText("Grade 2 · 2 absences");
    await hydrated(page);
    await page.getByRole("button", { name: "Mark Absent" }).click();
    await expect(page.getByText("Select at least one student to update attendance.")).toBeVisible();
    await checkbox(page, "Maria Lopez").check();
    await checkbox(page, "Sam Carter").check();

    // Back to step 1 and forward again: the date, the class and the ticked students are kept.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(step(page, "Choose Date")).toBeVisible();
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(date);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(grade2.id);
    await hydrated(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(step(page, "Choose Students")).toBeVisible();
    await expect(checkbox(page, "Maria Lopez")).toBeChecked();
    await expect(checkbox(page, "Sam Carter")).toBeChecked();
    await expect(checkbox(page, "John Abbott")).not.toBeChecked();
    await hydrated(page);
    await page.getByRole("button", { name: "Mark Absent" }).click();

    // Step 3: the preview; back to step 2 keeps the choice.
    await expect(step(page, "Preview")).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("listitem")).toHaveText(["Sam Carter", "Maria Lopez"]);
    await preview.getByRole("link", { name: "Back" }).click();
    await expect(step(page, "Choose Students")).toBeVisible();
    await expect(checkbox(page, "Maria Lopez")).toBeChecked();
    await expect(checkbox(page, "Sam Carter")).toBeChecked();
    await hydrated(page);
    await page.getByRole("button", { name: "Mark Absent" }).click();
    await expect(step(page, "Preview")).toBeVisible();
    expect(await db.absence.count({ where: { churchId: church.id, date: new Date(`${date}T00:00:00Z`) } })).toBe(0);
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm" }).click();

    // Step 4: what is stored for the day.
    await expect(step(page, "Confirmation")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`step=4&date=${date}&classId=${grade2.id}$`));
    const confirmation = page.getByRole("region", { name: "Confirmation" });
    await expect(confirmation.getByRole("listitem")).toHaveText(["Sam Carter", "Maria Lopez"]);
    await expect(confirmation.getByRole("link", { name: "Maria Lopez" })).toHaveAttribute("href", /^\/religious-education\/students\/\w+$/);

    // The same Confirm posted again (back to the preview, Confirm again): still two absences.
    await page.goBack();
    await expect(step(page, "Preview")).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(step(page, "Confirmation")).toBeVisible();
    await expect(confirmation.getByRole("listitem")).toHaveCount(2);
    expect(await db.absence.count({ where: { churchId: church.id, date: new Date(`${date}T00:00:00Z`) } })).toBe(2);

    // The same day again: those two are shown as already absent, with the new totals.
    await page.goto(`/religious-education/add-attendance?step=2&date=${date}&classId=${grade2.id}`);
    await expect(checkbox(page, "Sam Carter")).toBeDisabled();
    await expect(page.locator("li").filter({ hasText: "Sam Carter" })).toContainText("3 absences · already marked absent on this date");
  });

  test("Student Attendance: sorted by absences, by first or last name, filtered by class, year and 'at least 4'; its rows once; a mistaken absence removed", async ({ page, church }) => {
    const { grade3, past } = await setUp(church);
    await login(page, church.staff, { from: "/religious-education" });
    const issues = page.getByRole("link", { name: /^Attendance issues/ });
    await expect(issues).toContainText("1");
    await issues.click();

    await expect(page.getByRole("heading", { level: 1, name: "Student Attendance" })).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveText(/Peter Young\s*Grade 3\s*4/);
    await page.getByRole("link", { name: "Remove filter: At least 4 absences" }).click();
    await expect(page).toHaveURL("/religious-education/attendance");
    await expect(rows).toHaveCount(5);
    await expect(rows.locator("td:first-child")).toHaveText(["Peter Young", "Sam Carter", "John Abbott", "Zoe Baker", "Maria Lopez"]);
    await expect(rows.locator("td:last-child")).toHaveText(["4", "2", "0", "0", "0"]);
    // Its rows come once: in the page's HTML, not again in the data it hydrates from; within the app, as data.
    const html = await (await page.request.get("/religious-education/attendance")).text();
    expect(html).toContain("Sam Carter");
    expect(html.slice(html.indexOf("streamController.enqueue"))).not.toContain("Sam Carter");
    expect(await (await page.request.get("/religious-education/attendance.data")).text()).toContain("Sam Carter");

    const sort = page.getByRole("navigation", { name: "Sort" });
    await sort.getByRole("link", { name: "First Name" }).click();
    await expect(page).toHaveURL(/sort=firstname/);
    await expect(rows.locator("td:first-child")).toHaveText(["John Abbott", "Maria Lopez", "Peter Young", "Sam Carter", "Zoe Baker"]);
    await sort.getByRole("link", { name: "Last Name" }).click();
    await expect(rows.locator("td:first-child")).toHaveText(["John Abbott", "Zoe Baker", "Sam Carter", "Maria Lopez", "Peter Young"]);

    // The filters keep the order; the download has the same filters.
    const filters = page.getByRole("search", { name: "Attendance filters" });
    await filters.getByLabel("Class").selectOption({ label: "Grade 3" });
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`class=${grade3.id}`));
    await expect(page).toHaveURL(/sort=lastname/);
    await expect(rows.locator("td:first-child")).toHaveText(["Peter Young"]);
    const download = page.getByRole("link", { name: "Download .xlsx" });
    await expect(download).toHaveAttribute("href", new RegExp(`^/religious-education/attendance\\.xlsx\\?.*class=${grade3.id}`));
    const xlsx = await page.request.get((await download.getAttribute("href"))!);
    expect(xlsx.headers()["content-disposition"]).toContain("Student Attendance - 2026-2027 - Grade 3.xlsx");
    await expect(page.getByRole("link", { name: "Add Attendance" })).toHaveAttribute("href", `/religious-education/add-attendance?classId=${grade3.id}`);

    // Last year: one class, so no class filter.
    await filters.getByLabel("School Year").selectOption({ label: "2025-2026" });
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`year=${past.id}`));
    await expect(filters.getByLabel("Class")).toHaveCount(0);
    await expect(rows).toHaveText([/Maria Lopez\s*Grade 3\s*3/]);

    // Maria's absences, from her page: remove one recorded by mistake.
    await rows.getByRole("link", { name: "Maria Lopez" }).click();
    await page.getByRole("link", { name: "Absences (3)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Absences" })).toBeVisible();
    const lastYear = page.getByRole("region", { name: "2025-2026, Grade 3" });
    await expect(lastYear.getByRole("listitem")).toHaveCount(3);
    await hydrated(page);
    await lastYear.getByRole("button", { name: "Remove the absence on Sunday, 10/12/2025" }).click();
    await expect(page.getByText("Absence of Maria Lopez on 10/12/2025 removed successfully.")).toBeVisible();
    await expect(lastYear.getByRole("listitem")).toHaveCount(2);
    await expect(lastYear).not.toContainText("10/12/2025");
    await page.getByRole("link", { name: "Maria Lopez" }).first().click();
    await expect(page.getByRole("link", { name: "Absences (2)" })).toBeVisible();
  });
});
