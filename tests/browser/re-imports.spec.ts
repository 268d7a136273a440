import { expect, expectAccessible, login, test } from "./fixtures";

const factories = () => import("../../prisma/factories");

const CSV = [
  "Student First Name,Student Last Name,Birth Date,Mother First Name,Mother Last Name,Mother Email,Class",
  "Lucia,Reyes,3/14/2016,Carmen,Reyes,carmen.reyes@example.test,Grade 4",
  "Pablo,Reyes,2018-09-01,Carmen,Reyes,carmen.reyes@example.test,Grade 4",
  "Nina,Ortiz,2015-02-02,,,,",
  ",Nameless,,,,,",
].join("\n");

test.describe("spreadsheet imports", () => {
  test("upload a file, read the preview with its error, import it, see the students, roll it back", async ({ page, church }) => {
    test.slow(); // one long walk: upload, two jobs of the worker, the students list, the rollback job
    const f = await factories();
    await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
    await f.createSchoolClass({ churchId: church.id, className: "Grade 4" });
    await f.createStudent({ churchId: church.id, firstname: "Nina", lastname: "Ortiz", dateOfBirth: new Date("2015-02-02T00:00:00Z") });

    await login(page, church.staff, { from: "/religious-education/imports" });
    await expect(page.getByRole("heading", { level: 1, name: "Imports" })).toBeVisible();
    await expect(page.getByText("No imports yet.")).toBeVisible();
    await page.getByLabel("Spreadsheet").setInputFiles({ name: "families.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    await page.getByRole("button", { name: "Upload and verify" }).click();

    // The worker verifies; the page follows it (live with JavaScript, by refreshing itself without).
    await expect(page.getByRole("heading", { level: 1, name: "families.csv" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Import 2 rows" })).toBeVisible();
    const totals = page.getByRole("list", { name: "Totals" });
    await expect(totals).toContainText("New: 2");
    await expect(totals).toContainText("Unchanged: 1");
    await expect(totals).toContainText("Error: 1");
    await expect(page.getByRole("row", { name: /Nameless/ })).toContainText("Cell A5 (Student First Name): Firstname and Lastname is required!");
    await expect(page.getByRole("row", { name: /Reyes, Lucia/ })).toContainText("Mother Carmen Reyes: new parent");
    await expect(page.getByLabel("Birth Date")).toHaveValue("dateOfBirth");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByRole("button", { name: "Roll back this import" })).toBeVisible();
    await expect(page.getByText(/imported .* by/)).toBeVisible();

    await page.goto("/religious-education/students?q=Reyes");
    await expect(page.getByRole("link", { name: "Lucia Reyes" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Pablo Reyes/ })).toContainText("Carmen Reyes");

    await page.goto("/religious-education/imports");
    await expect(page.getByRole("row", { name: /families\.csv/ })).toContainText("Imported");
    await page.getByRole("link", { name: "families.csv" }).click();
    await page.getByRole("button", { name: "Roll back this import" }).click();
    await expect(page.getByText("This import was rolled back")).toBeVisible();

    await page.goto("/religious-education/students?q=Reyes");
    await expect(page.getByText("No students match these filters.")).toBeVisible();
    await page.goto("/religious-education/imports");
    await expect(page.getByRole("row", { name: /families\.csv/ })).toContainText("Rolled back");
  });

  test("a file that is not a spreadsheet is refused with a clear message", async ({ page, church }) => {
    await login(page, church.staff, { from: "/religious-education/imports" });
    await page.getByLabel("Spreadsheet").setInputFiles({ name: "students.xlsx", mimeType: "application/octet-stream", buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(600, 0)]) });
    await page.getByRole("button", { name: "Upload and verify" }).click();
    await expect(page.getByText("This file is not a spreadsheet. Upload an Excel workbook (.xlsx) or a .csv file.")).toBeVisible();
    await expect(page.getByText("No imports yet.")).toBeVisible();
  });
});
