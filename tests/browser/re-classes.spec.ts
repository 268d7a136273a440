import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, hydrated, login, test } from "./fixtures";

const factories = () => import("../../prisma/factories");

test.describe("school years", () => {
  test("add years, refuse a taken name, make another one current", async ({ page, church }) => {
    test.slow(); // one long walk through several pages
    await login(page, church.staff, { from: "/religious-education/years" });
    await expect(page.getByRole("heading", { level: 1, name: "School Years" })).toBeVisible();
    await expect(page.getByText("No school year yet.")).toBeVisible();

    await page.getByRole("link", { name: "Add Year" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add School Year" })).toBeVisible();
    await expect(page.getByText("This is the first school year: it becomes the current one.")).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Year Name").fill("2025-2026");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("School year 2025-2026 added successfully.")).toBeVisible();
    await expect(page.getByRole("row", { name: /2025-2026/ })).toContainText("Current");

    await page.getByRole("link", { name: "Add Year" }).click();
    await hydrated(page);
    await page.getByLabel("Year Name").fill("2025-2026");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("A school year with this name already exists.")).toBeVisible();
    await expect(page.getByLabel("Year Name")).toHaveValue("2025-2026");
    await page.getByLabel("Year Name").fill("2026-2027");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("School year 2026-2027 added successfully.")).toBeVisible();

    const next = page.getByRole("row", { name: /2026-2027/ });
    await expect(next.getByText("Current", { exact: true })).toHaveCount(0);
    await hydrated(page);
    await next.getByRole("button", { name: /Make Current/ }).click();
    await expect(page.getByText("2026-2027 is now the current school year.")).toBeVisible();
    await expect(page.getByRole("row", { name: /2026-2027/ }).getByText("Current", { exact: true })).toBeVisible();
    await expect(page.getByRole("row", { name: /2025-2026/ }).getByRole("button", { name: /Make Current/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /2026-2027/ }).getByRole("button", { name: /Make Current/ })).toHaveCount(0);

    // Rename the old year and make it current again from its edit page.
    await page.getByRole("link", { name: "Edit 2025-2026" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit School Year" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Year Name").fill("2025/2026");
    await page.getByLabel("Make this the current year").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("School year 2025/2026 updated successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/religious-education\/years$/);
    await expect(page.getByRole("row", { name: /2025\/2026/ }).getByText("Current", { exact: true })).toBeVisible();
    await expect(page.locator("tbody").getByText("Current", { exact: true })).toHaveCount(1);
  });
});

test.describe("classes", () => {
  test("add a class with a teacher, see its columns, open its page and download the roster", async ({ page, church }) => {
    test.slow(); // one long walk through several pages
    const f = await factories();
    const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
    const teacher = await f.createTeacher({ churchId: church.id, firstname: "Ann", lastname: "Teach" });
    await f.createTeacher({ churchId: church.id, firstname: "Bob", lastname: "Aide" });
    await f.createVolunteer({ churchId: church.id, firstname: "Vera", lastname: "Help" });
    await login(page, church.staff, { from: "/religious-education/classes" });
    await expect(page.getByRole("heading", { level: 1, name: "Classes" })).toBeVisible();
    await expect(page.getByText("No class yet.")).toBeVisible();

    await page.getByRole("link", { name: "Add Class" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Class" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Class Name").fill("Grade 2");
    await page.getByLabel("Teacher", { exact: true }).selectOption({ label: "Ann Teach" });
    await page.getByLabel("Assistant", { exact: true }).selectOption({ label: "Bob Aide" });
    await page.getByLabel("Volunteer", { exact: true }).selectOption({ label: "Vera Help" });
    await page.getByLabel("Meets").fill("Sundays 9:00 AM");
    await page.getByLabel("Location").fill("Parish Hall");
    await page.getByRole("textbox", { name: "Tags" }).fill("Sacrament, sacrament , Spanish");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Class Grade 2 added successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Grade 2" })).toBeVisible();
    const classId = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByRole("link", { name: "Ann Teach" })).toHaveAttribute("href", new RegExp(`^/religious-education/teachers/${teacher.id}/edit`));
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Sacrament", "Spanish"]);
    await expect(page.getByText("No student is registered in this class for this school year.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Registration" })).toHaveAttribute(
      "href",
      `/religious-education/registrations/add?class=${classId}&year=${year.id}&from=${encodeURIComponent(`/religious-education/classes/${classId}?year=${year.id}`)}`,
    );

    // A registration made elsewhere shows on the class page and in the table's count.
    const mother = await f.createParent({ churchId: church.id, role: "MOTHER", firstname: "Maria", lastname: "Lopez", email: "maria@example.test", cellPhone: "555-0101" });
    const student = await f.createStudent({ churchId: church.id, firstname: "Ana", lastname: "Lopez", motherId: mother.id, dateOfBirth: new Date("2018-07-04") });
    await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: classId, schoolYearId: year.id, tuitionCents: 15000, photographyPermission: true });

    await page.goto("/religious-education/classes");
    const row = page.getByRole("row", { name: /Grade 2/ });
    await expect(row.getByRole("cell")).toHaveText(["Grade 2", "Ann Teach", "Sundays 9:00 AM", "Parish Hall", "1", "Bob Aide", "Vera Help", "SacramentSpanish"]);
    await row.getByRole("link", { name: "Grade 2" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Grade 2" })).toBeVisible();
    const registration = page.getByRole("row", { name: /Lopez, Ana/ });
    await expect(registration.getByRole("link", { name: "Lopez, Ana" })).toHaveAttribute("href", `/religious-education/students/${student.id}`);
    await expect(registration).toContainText("Maria Lopez");
    await expect(registration).toContainText("maria@example.test");
    await expect(registration).toContainText("555-0101");
    await expect(registration).toContainText("$150.00");
    await expect(registration).toContainText("Unpaid");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
    expect(download.suggestedFilename()).toBe("Grade 2 - 2026-2027.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Roster")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Last Name");
    expect((sheet.getRow(2).values as unknown[]).slice(1, 6)).toEqual(["Lopez", "Ana", new Date("2018-07-04T00:00:00Z"), expect.any(Number), "Church Student"]);

    // Edit: a taken name stays on the form with the spec's message.
    await f.createSchoolClass({ churchId: church.id, className: "Grade 3" });
    await page.getByRole("link", { name: "Edit Class" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Class" })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole("textbox", { name: "Tags" })).toHaveValue("Sacrament, Spanish");
    await expect(page.getByRole("textbox", { name: "Tags" })).not.toHaveAttribute("required");
    await page.getByLabel("Class Name").fill("grade 3");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("A class with this name already exists.")).toBeVisible();
    await expect(page.getByLabel("Class Name")).toHaveValue("grade 3");
    await expect(page.getByLabel("Teacher", { exact: true })).toHaveValue(teacher.id);
    await page.getByLabel("Class Name").fill("Grade 2A");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Class Grade 2A updated successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Grade 2A" })).toBeVisible();
  });

  test("the class form checks the name in the browser and shows 'Saving...' @js-only", async ({ page, church }) => {
    await login(page, church.staff, { from: "/religious-education/classes/add" });
    await hydrated(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Class name is required")).toBeVisible();
    await expect(page).toHaveURL(/\/classes\/add$/);
    await page.getByRole("textbox", { name: "Tags" }).fill("one, two, One");
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["one", "two"]);

    await page.route("**/religious-education/classes/add.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByLabel("Class Name").fill("Confirmation");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(page.getByText("Class Confirmation added successfully.")).toBeVisible();
  });

  test("a student's name and Edit in a class's table open their pages; with JavaScript, within the app", async ({ page, church }) => {
    const f = await factories();
    const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
    const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 4" });
    const student = await f.createStudent({ churchId: church.id, firstname: "Ana", lastname: "Lopez" });
    const registration = await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
    await login(page, church.staff, { from: `/religious-education/classes/${schoolClass.id}` });
    const js = test.info().project.name === "js";
    if (js) await hydrated(page);
    // A page load would drop this mark; a navigation within the app keeps it.
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    const mark = () => page.evaluate(() => (window as unknown as { mark?: number }).mark ?? null);

    await page.getByRole("row", { name: /Lopez, Ana/ }).getByRole("link", { name: "Lopez, Ana" }).click();
    await expect(page).toHaveURL(`/religious-education/students/${student.id}`);
    await expect(page.getByRole("heading", { level: 1, name: /Ana Lopez/ })).toBeVisible();
    expect(await mark()).toBe(js ? 1 : null);

    await page.goBack();
    await page.getByRole("link", { name: "Edit registration of Ana Lopez" }).click();
    await expect(page).toHaveURL(new RegExp(`/religious-education/registrations/${registration.id}/edit`));
  });

  test("a class page sends its rows once: in the page's HTML, not again in the data it hydrates from", async ({ page, church }) => {
    const f = await factories();
    const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
    const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 5" });
    for (const [firstname, lastname] of [["Zoe", "Quintanilla"], ["Max", "Oberholzer"]]) {
      const student = await f.createStudent({ churchId: church.id, firstname, lastname });
      await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
    }
    await login(page, church.staff, { from: "/religious-education/classes" });
    const document = await page.request.get(`/religious-education/classes/${schoolClass.id}`);
    const html = await document.text();
    const data = html.slice(html.indexOf("streamController.enqueue"));
    // Rendered in one pass (entry.server): the doctype first, the data for hydration whole and closed.
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(data).toContain("streamController.close()");
    expect(html).toContain("Quintanilla, Zoe");
    expect(data).toContain("Grade 5");
    expect(data).not.toContain("Quintanilla");
    // Within the app the page's data carries them.
    expect(await (await page.request.get(`/religious-education/classes/${schoolClass.id}.data`)).text()).toContain("Quintanilla");

    await page.goto(`/religious-education/classes/${schoolClass.id}`);
    await hydrated(page);
    expect(await page.evaluate(() => window.document.compatMode)).toBe("CSS1Compat");
    // Hydrated, the table body still holds the rows the server wrote (its client render has none).
    const rows = page.getByRole("region", { name: /Registrations/ }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await page.getByRole("link", { name: "Oberholzer, Max" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Max Oberholzer/ })).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Quintanilla, Zoe" })).toBeVisible();
  });

  test("another church's class is not found", async ({ page, church }) => {
    const f = await factories();
    const other = await f.createChurch();
    const theirs = await f.createSchoolClass({ churchId: other.id, className: "Their class" });
    await login(page, church.staff, { from: `/religious-education/classes/${theirs.id}` });
    await expect(page.getByText("Not Found!")).toBeVisible();
    const response = await page.request.get(`/religious-education/classes/${theirs.id}/export`);
    expect(response.status()).toBe(404);
  });
});
