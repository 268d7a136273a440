import { expect, hydrated, login, test, type TestChurch } from "./fixtures";
import { holdPosts } from "../support/hold-posts";

const factories = () => import("../../prisma/factories");

/** A church's current year, one class and one student, ready to register. */
async function setUp(church: TestChurch) {
  const f = await factories();
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 3" });
  const student = await f.createStudent({ churchId: church.id, firstname: "Maria", lastname: "Lopez" });
  return { f, year, schoolClass, student };
}

test.describe("registrations", () => {
  test("add a registration, see it with $ and Unpaid, edit it to Paid, delete it through the dialog", async ({ page, church }) => {
    await setUp(church);
    await login(page, church.staff, { from: "/religious-education/registrations" });
    await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
    await page.getByRole("link", { name: "Add Registration" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Add Registration" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Student", { exact: true }).selectOption({ label: "Maria Lopez" });
    await page.getByLabel("Class", { exact: true }).selectOption({ label: "Grade 3" });
    await expect(page.getByLabel("School Year")).toHaveValue(/.+/);
    await page.getByLabel("Tuition").fill("150");
    await page.getByLabel("Photography Permission").selectOption("yes");
    await page.getByLabel("Notes").fill("Walks home with her brother");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Registration saved successfully")).toBeVisible();
    const row = page.getByRole("row", { name: /Maria Lopez/ });
    await expect(row).toContainText("Grade 3");
    await expect(row).toContainText("$150.00");
    await expect(row).toContainText("Unpaid");
    await expect(row.getByRole("cell").nth(4)).toHaveText("Yes");
    await expect(row.getByRole("cell").nth(5)).toHaveText("No");
    await expect(row).toContainText("Walks home with her brother");
    await expect(page.getByText("Tuition total: $150.00 · Unpaid: $150.00")).toBeVisible();
    await expect(row.getByRole("link", { name: "Maria Lopez", exact: true })).toHaveAttribute("href", /\/religious-education\/students\/\w+$/);

    await row.getByRole("link", { name: "Edit registration of Maria Lopez" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Registration" })).toBeVisible();
    await hydrated(page);
    await expect(page.getByLabel("Tuition")).toHaveValue("150.00");
    await page.getByLabel("Paid").selectOption("yes");
    await page.getByRole("button", { name: "Save" }).click();

    // Back to where Edit was clicked: the list of that year.
    await expect(page).toHaveURL(/\/religious-education\/registrations\?year=\w+$/);
    await expect(page.getByText("Registration saved successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: /Maria Lopez/ })).toContainText("Paid");
    await expect(page.getByRole("row", { name: /Maria Lopez/ })).not.toContainText("Unpaid");
    await expect(page.getByText("Tuition total: $150.00 · Unpaid: $0.00")).toBeVisible();

    // The paid filter (a GET form) leaves it out of the unpaid ones.
    await page.getByLabel("Paid").selectOption("unpaid");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/paid=unpaid/);
    await expect(page.getByText("No registrations match these filters.")).toBeVisible();
    await page.getByLabel("Paid").selectOption("");
    await page.getByRole("button", { name: "Filter" }).click();

    await page.getByRole("link", { name: "Edit registration of Maria Lopez" }).click();
    await hydrated(page);
    await page.locator("summary", { hasText: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Registration" });
    await expect(dialog).toContainText("Are you sure to perform the action? This action cannot be undone.");
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("Registration deleted successfully")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Maria Lopez/ })).toHaveCount(0);
  });

  test("a bad amount and a second registration in the year stay on the form with their messages", async ({ page, church }) => {
    const { f, year, schoolClass, student } = await setUp(church);
    const other = await f.createSchoolClass({ churchId: church.id, className: "Grade 4" });
    await login(page, church.staff, { from: `/religious-education/registrations/add?student=${student.id}&class=${other.id}` });
    await hydrated(page);
    await expect(page.getByLabel("Student", { exact: true })).toHaveValue(student.id);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(other.id);
    await page.getByLabel("Tuition").fill("a lot");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter an amount like 150 or 150.00")).toBeVisible();
    await expect(page.getByLabel("Tuition")).toHaveValue("a lot");

    await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
    await page.getByLabel("Tuition").fill("75");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Maria Lopez is already registered for 2026-2027, in Grade 3. A student has one registration per school year.")).toBeVisible();
    await expect(page.getByLabel("Tuition")).toHaveValue("75");
  });

  test("delete shows 'Deleting...' while it is sent @js-only", async ({ page, church }) => {
    const { f, year, schoolClass, student } = await setUp(church);
    const registration = await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
    await login(page, church.staff, { from: `/religious-education/registrations/${registration.id}/edit` });
    await hydrated(page);
    const release = await holdPosts(page, "**/edit.data*");
    await page.locator("summary", { hasText: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    release();
    await expect(page.getByText("Registration deleted successfully")).toBeVisible();
  });

  test("the home page shows the program's figures, each linking to its list", async ({ page, church }) => {
    const { f, year, schoolClass, student } = await setUp(church);
    await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id, tuitionCents: 15000 });
    await f.createStudent({ churchId: church.id, lastname: "Protestant", baptized: "PROTESTANT" });
    await f.createStudent({ churchId: church.id, lastname: "Gone", status: "INACTIVE" });
    await login(page, church.staff, { from: "/religious-education" });

    await expect(page.getByRole("heading", { level: 1, name: "Religious Education" })).toBeVisible();
    await expect(page.getByText("Current school year: 2026-2027")).toBeVisible();
    const figure = (name: string) => page.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(figure("Students \\d")).toContainText("2");
    await expect(figure("Students \\d")).toHaveAttribute("href", "/religious-education/students?status=CURRENT");
    await expect(figure("Current registrations")).toContainText("1");
    await expect(figure("Unpaid registrations")).toContainText("1");
    await expect(figure("Unpaid registrations")).toHaveAttribute("href", "/religious-education/registrations?paid=unpaid");
    await expect(figure("Students missing documents")).toContainText("1");
    await expect(figure("Students missing documents")).toHaveAttribute("href", "/religious-education/students?missing=docs");
    await expect(figure("Students needing a profession of faith")).toContainText("1");
    await expect(figure("Students needing a profession of faith")).toHaveAttribute("href", "/religious-education/students?profession=required");
    await expect(page.getByRole("link", { name: "Add Student" })).toHaveAttribute("href", "/religious-education/students/add");

    await figure("Unpaid registrations").click();
    await expect(page).toHaveURL("/religious-education/registrations?paid=unpaid");
    await expect(page.getByRole("row", { name: /Maria Lopez/ })).toContainText("$150.00");
  });

  test("without a school year the home page offers to add one", async ({ page, church }) => {
    await login(page, church.staff, { from: "/religious-education" });
    await expect(page.getByText("There is no school year yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add School Year" })).toHaveAttribute("href", "/religious-education/years/add");
  });
});
