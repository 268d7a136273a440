import type { Page } from "@playwright/test";
import { expect, hydrated, login, test, type TestChurch } from "./fixtures";
import { holdPosts } from "../support/hold-posts";

const factories = () => import("../../prisma/factories");
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(512, 0x41)]);

async function setUp(church: TestChurch) {
  const f = await factories();
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 3" });
  const mother = await f.createParent({ churchId: church.id, role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: "rosa@example.test" });
  const father = await f.createParent({ churchId: church.id, role: "FATHER", firstname: "Luis", lastname: "Lopez" });
  return { f, year, schoolClass, mother, father };
}

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test.describe("students", () => {
  test("the list searches names ignoring case and spaces and filters by type and class", async ({ page, church }) => {
    const { f, year, schoolClass } = await setUp(church);
    const maryAnn = await f.createStudent({ churchId: church.id, firstname: "MaryAnn", lastname: "Smith", dateOfBirth: new Date("2015-01-01T00:00:00Z") });
    await f.createStudent({ churchId: church.id, firstname: "Peter", lastname: "Adams", type: "RCIA" });
    await f.createStudent({ churchId: church.id, firstname: "John", lastname: "Baker", type: "SCHOOL" });
    await f.createRegistration({ churchId: church.id, studentId: maryAnn.id, schoolClassId: schoolClass.id, schoolYearId: year.id });

    await login(page, church.staff, { from: "/religious-education/students" });
    await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
    await expect(page.getByText("Showing 1–3 of 3")).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toContainText("Peter Adams");
    await expect(rows.first()).toContainText("OCIA");

    const filters = page.getByRole("search", { name: "Student filters" });
    await filters.getByLabel("Search Students").fill("mary ann");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=mary\+ann/);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByRole("link", { name: "MaryAnn Smith" })).toHaveAttribute("href", `/religious-education/students/${maryAnn.id}`);
    await expect(row).toContainText("Grade 3");

    await filters.getByLabel("Search Students").fill("");
    await filters.getByLabel("Student Type").selectOption({ label: "OCIA" });
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Peter Adams");

    await filters.getByLabel("Student Type").selectOption({ label: "All" });
    await filters.getByLabel("Class").selectOption({ label: "Grade 3" });
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("MaryAnn Smith");

    await filters.getByLabel("Search Students").fill("nobody here");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No students match these filters.")).toBeVisible();
  });

  test("pagination links keep the filters", async ({ page, church }) => {
    const { db } = await import("~/utils/db.server");
    await db.student.createMany({
      data: Array.from({ length: 27 }, (_, i) => ({ churchId: church.id, firstname: "Pat", lastname: `Page${String(i).padStart(2, "0")}`, searchName: `patpage${i}`, type: "SCHOOL" as const })),
    });
    await (await factories()).createStudent({ churchId: church.id, firstname: "Church", lastname: "Kid" });
    await login(page, church.staff, { from: "/religious-education/students" });
    await expect(page.getByText("Showing 1–25 of 28")).toBeVisible();
    const filters = page.getByRole("search", { name: "Student filters" });
    await filters.getByLabel("Student Type").selectOption({ label: "School Student" });
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Showing 1–25 of 27")).toBeVisible();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?type=SCHOOL&page=2$/);
    await expect(page.getByText("Showing 26–27 of 27")).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(2);
    await expect(filters.getByLabel("Student Type")).toHaveValue("SCHOOL");
  });

  test("add a student with parents: the new student's page opens with the toast", async ({ page, church }) => {
    await setUp(church);
    await login(page, church.staff, { from: "/religious-education/students" });
    await page.getByRole("link", { name: "Add Student" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Student" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("First Name").fill("Lucia");
    await page.getByLabel("Last Name").fill("Lopez");
    await page.getByLabel("Date of Birth").fill("2016-05-01");
    await page.getByLabel("Mother", { exact: true }).selectOption({ label: "Rosa Lopez (rosa@example.test)" });
    // The father picker lists fathers only.
    await expect(page.getByLabel("Father", { exact: true }).locator("option")).toHaveText(["None", "Luis Lopez"]);
    await page.getByRole("button", { name: "Save" }).click();

    await expect(toast(page, "Student added successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Lucia Lopez" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Parents" })).toContainText("Rosa Lopez");
    await expect(page.getByRole("region", { name: "Details" })).toContainText("05/01/2016");
  });

  test("edit student: the name message, an upload error keeping the typed text, then success back to the student page", async ({ page, church, js }) => {
    const { f } = await setUp(church);
    const student = await f.createStudent({ churchId: church.id, firstname: "Old", lastname: "Name" });
    await login(page, church.staff, { from: `/religious-education/students/${student.id}` });
    await page.locator("summary", { hasText: /^Edit$/ }).click();
    await page.getByRole("link", { name: "Edit Full Record" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Student" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit\\?from=${encodeURIComponent(`/religious-education/students/${student.id}`)}`));
    await hydrated(page);

    await page.getByLabel("First Name").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Firstname and Lastname is required!")).toBeVisible();

    await page.getByLabel("First Name").fill("Lucia");
    await page.getByLabel("Notes").fill("Allergic to peanuts");
    await page.locator('input[name="birthCertificate"]').setInputFiles({ name: "birth.pdf", mimeType: "application/pdf", buffer: EXE });
    // With JavaScript the browser says it at once; without, the server does after Save.
    if (!js) await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Unsupported file format! Only PDF is accepted.")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Lucia");
    await expect(page.getByLabel("Notes")).toHaveValue("Allergic to peanuts");

    const { makePdf } = await factories();
    await page.locator('input[name="birthCertificate"]').setInputFiles({ name: "birth.pdf", mimeType: "application/pdf", buffer: await makePdf("Birth") });
    if (js) await expect(page.getByText("Unsupported file format! Only PDF is accepted.")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Student data updated successfully")).toBeVisible();
    await expect(page).toHaveURL(`/religious-education/students/${student.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Lucia Name" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Documents" })).toContainText("birth.pdf");
  });

  test("with JavaScript the save button says 'Saving...' and an empty file is refused at once @js-only", async ({ page, church }) => {
    const { f } = await setUp(church);
    const student = await f.createStudent({ churchId: church.id, firstname: "Pending", lastname: "Save" });
    await login(page, church.staff, { from: `/religious-education/students/${student.id}/edit?from=/religious-education/students` });
    await hydrated(page);
    await page.locator('input[name="birthCertificate"]').setInputFiles({ name: "empty.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) });
    await expect(page.getByText("Selected file is not valid!")).toBeVisible();
    const release = await holdPosts(page, /\/edit(\.data)?\?/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(toast(page, "Student data updated successfully")).toBeVisible();
    await expect(page).toHaveURL("/religious-education/students");
  });

  test("OCIA fields and the marital-history reveals follow the answers live @js-only", async ({ page, church }) => {
    const { f } = await setUp(church);
    const student = await f.createStudent({ churchId: church.id, firstname: "Olivia", lastname: "Candidate" });
    await login(page, church.staff, { from: `/religious-education/students/${student.id}/edit` });
    await hydrated(page);
    await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0);
    await page.getByLabel("Student Type").selectOption({ label: "OCIA" });
    await expect(page.getByLabel("Address", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Marital Status")).toBeVisible();
    await expect(page.getByLabel("Marriage Authority", { exact: true })).toHaveCount(0);
    await page.getByLabel("Marital Status").selectOption({ label: "Married" });
    await expect(page.getByLabel("Marriage Authority", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Spouse Marriage History")).toBeVisible();
    await expect(page.getByLabel("Spouse Previous Marriage Authority")).toHaveCount(0);
    await page.getByLabel("Spouse Marriage History").selectOption({ label: "Previously Married" });
    await expect(page.getByLabel("Spouse Previous Marriage Authority")).toBeVisible();
    await expect(page.getByLabel("Previous Marriage Authority", { exact: true })).toHaveCount(0);
    await page.getByLabel("Marriage History", { exact: true }).selectOption({ label: "Previously Married" });
    await expect(page.getByLabel("Previous Marriage Authority", { exact: true })).toBeVisible();
    await page.getByLabel("Marital Status").selectOption({ label: "Single" });
    await expect(page.getByLabel("Spouse Marriage History")).toHaveCount(0);
    await page.getByLabel("Student Type").selectOption({ label: "Church Student" });
    await expect(page.getByLabel("Marital Status")).toHaveCount(0);
  });

  test("saving OCIA fields keeps them for OCIA and clears them for another type", async ({ page, church, js }) => {
    const { f } = await setUp(church);
    const student = await f.createStudent({ churchId: church.id, firstname: "Olivia", lastname: "Candidate", type: "RCIA" });
    const page1 = `/religious-education/students/${student.id}`;
    await login(page, church.staff, { from: `${page1}/edit?from=${encodeURIComponent(page1)}` });
    await hydrated(page);
    if (!js) await expect(page.getByText("Address (OCIA only)")).toBeVisible();
    await page.getByLabel("Address", { exact: true }).fill("1 Main St");
    await page.getByLabel("Email").fill("olivia@example.test");
    await page.getByLabel("Marital Status").selectOption({ label: "Married" });
    await page.getByLabel(/^Marriage Authority/).selectOption({ label: "Civil Government" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Student data updated successfully")).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("1 Main St");
    await expect(details).toContainText("Civil Government");

    await page.goto(`${page1}/edit?from=${encodeURIComponent(page1)}`);
    await hydrated(page);
    await page.getByLabel("Student Type").selectOption({ label: "School Student" });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Student data updated successfully")).toBeVisible();
    await expect(details).toContainText("School Student");
    await expect(details).not.toContainText("1 Main St");
    await expect(details).not.toContainText("Marital History");
  });

  test("Change on the birth certificate opens Edit Student with the drop area; the new file replaces the old", async ({ page, church }) => {
    const { f } = await setUp(church);
    const student = await f.createStudent({ churchId: church.id, firstname: "Cert", lastname: "Holder" });
    await f.createStudentDocument({ churchId: church.id, studentId: student.id, kind: "BIRTH_CERTIFICATE", filename: "old-birth.pdf" });
    await login(page, church.staff, { from: `/religious-education/students/${student.id}` });
    await hydrated(page);
    await page.getByRole("region", { name: "Documents" }).locator("li", { hasText: "old-birth.pdf" }).getByRole("link", { name: "Change" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Student" })).toBeVisible();
    await hydrated(page);
    await expect(page.getByText("Drop the PDF here or choose a file")).toBeVisible();
    await page.getByRole("link", { name: "Keep the current certificate" }).click();
    await expect(page.getByText("old-birth.pdf")).toBeVisible();
    await page.getByRole("link", { name: "Change" }).click();
    await page.locator('input[name="birthCertificate"]').setInputFiles({ name: "new-birth.pdf", mimeType: "application/pdf", buffer: await f.makePdf("New") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Student data updated successfully")).toBeVisible();
    await expect(page).toHaveURL(`/religious-education/students/${student.id}`);
    const documents = page.getByRole("region", { name: "Documents" });
    await expect(documents).toContainText("new-birth.pdf");
    await expect(documents).not.toContainText("old-birth.pdf");
  });

  test("delete a document through the dialog, with the spec's toast", async ({ page, church }) => {
    const { f } = await setUp(church);
    const student = await f.createStudent({ churchId: church.id, firstname: "Doc", lastname: "Owner", baptized: "CATHOLIC" });
    await f.createStudentDocument({ churchId: church.id, studentId: student.id, kind: "BAPTISMAL_CERTIFICATE", filename: "baptism.pdf" });
    await login(page, church.staff, { from: `/religious-education/students/${student.id}` });
    await hydrated(page);
    const documents = page.getByRole("region", { name: "Documents" });
    await expect(documents).toContainText("baptism.pdf");
    await expect(documents.getByRole("link", { name: "Change" })).toHaveAttribute("href", `/religious-education/students/${student.id}/edit-sacraments?change=baptismalCertificate&from=${encodeURIComponent(`/religious-education/students/${student.id}`)}`);
    await documents.locator("summary", { hasText: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Baptismal Certificate" });
    await expect(dialog).toContainText("Are you sure to perform the action? This action cannot be undone.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Baptismal Certificate of Doc Owner deleted successfully.")).toBeVisible();
    await expect(documents).not.toContainText("baptism.pdf");
    await expect(documents.locator("li", { hasText: "Baptismal Certificate" })).toContainText("Missing");
  });
});
