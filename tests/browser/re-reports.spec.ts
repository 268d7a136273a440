import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { expect, hydrated, login, PASSWORD, test, uniqueEmail, type TestChurch } from "./fixtures";

const factories = () => import("../../prisma/factories");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A parish with a current year, three classes and a teacher who teaches two of them. */
async function setUp(church: TestChurch) {
  const f = await factories();
  const { db } = await import("~/utils/db.server");
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const teacherUser = await f.createUser({ churchId: church.id, roles: ["TEACHER"], email: uniqueEmail("teacher"), password: PASSWORD });
  const teacher = await f.createTeacher({ churchId: church.id, firstname: "Tess", lastname: "Teach", userId: teacherUser.id });
  const grade2 = await f.createSchoolClass({ churchId: church.id, className: "Grade 2", teacherId: teacher.id });
  const grade4 = await f.createSchoolClass({ churchId: church.id, className: "Grade 4", assistantId: teacher.id });
  const confirmation = await f.createSchoolClass({ churchId: church.id, className: "Confirmation 1", tags: ["Confirmation"] });
  const student = async (firstname: string, lastname: string, schoolClassId: string, data: Partial<Parameters<typeof f.createStudent>[0]> = {}) => {
    const s = await f.createStudent({ churchId: church.id, firstname, lastname, ...data });
    await f.createRegistration({ churchId: church.id, studentId: s.id, schoolClassId, schoolYearId: year.id });
    return s;
  };
  const ana = await student("Ana", "Able", grade2.id, { baptized: "CATHOLIC", dateOfBirth: day("2019-02-01"), notes: "Allergic to peanuts." });
  const ben = await student("Ben", "Baker", grade2.id, { baptized: "PROTESTANT", dateOfBirth: day("2016-05-05") });
  const cal = await student("Cal", "Cole", grade4.id, { baptized: "PROTESTANT", professionOfFaith: true, professionOfFaithDate: day("2026-10-11"), firstCommunion: true });
  const dee = await student("Dee", "Dunn", grade4.id, { baptized: "NO" });
  const eva = await student("Eva", "Evans", confirmation.id, { baptized: "CATHOLIC", firstCommunion: true });
  const fay = await student("Fay", "Frost", confirmation.id, { baptized: "ORTHODOX" });
  await f.createStudentDocument({ churchId: church.id, studentId: ana.id, kind: "BAPTISMAL_CERTIFICATE" });
  await f.createStudentDocument({ churchId: church.id, studentId: cal.id, kind: "BAPTISMAL_CERTIFICATE" });
  return { f, db, year, teacherAccount: { email: teacherUser.email, password: PASSWORD }, grade2, grade4, confirmation, students: { ana, ben, cal, dee, eva, fay } };
}

const rows = (page: Page) => page.getByRole("region", { name: /Report$/ }).locator("tbody tr");
const firstCells = (page: Page) => rows(page).locator("td:first-child");

/** Chooses a filter: with JavaScript the change applies at once, without it Apply sends the form. */
async function choose(page: Page, js: boolean, label: string, option: string) {
  const filters = page.getByRole("search", { name: "Report filters" });
  await filters.getByLabel(label, { exact: true }).selectOption({ label: option });
  if (!js) await filters.getByRole("button", { name: "Apply" }).click();
}

/** Downloads the report's .xlsx and reads it back: file name, header and rows as text. */
async function downloadSheet(page: Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download .xlsx" }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const width = sheet.getRow(1).cellCount;
  const text: string[][] = [];
  sheet.eachRow((row) => text.push(Array.from({ length: width }, (_, k) => String(row.getCell(k + 1).value ?? ""))));
  return { filename: download.suggestedFilename(), header: text[0], rows: text.slice(1) };
}

test.describe("religious education reports", () => {
  // Each test is a whole story (several pages, a download, a print): a longer limit than one screen's.
  test.describe.configure({ timeout: 60_000 });

  test("staff open the Baptism Report from the reports list, filter it, download what is shown and open a student", async ({ page, church, js }) => {
    const { grade4, students } = await setUp(church);
    await login(page, church.staff, { from: "/religious-education/reports" });
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Attendance/ })).toHaveAttribute("href", "/religious-education/attendance");
    for (const name of ["Notes Report", "Missing Docs Report", "Overage Report", "Saint Report", "Easter Vigil Report"]) await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    await page.getByRole("link", { name: /^Baptism Report/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Baptism Report" })).toBeVisible();
    await expect(page.getByRole("row").first().getByRole("columnheader")).toHaveText(["Student Name", "Baptized", "Baptism Type", "Profession of Faith Required", "Class"]);
    await expect(firstCells(page)).toHaveText(["Ana Able", "Ben Baker", "Cal Cole", "Dee Dunn", "Eva Evans", "Fay Frost"]);
    await expect(page.getByRole("search", { name: "Report filters" }).getByLabel("School Year")).toHaveValue(/.+/);
    await hydrated(page);

    await choose(page, js, "Baptism Status", "Protestant");
    await expect(page).toHaveURL(/status=PROTESTANT/);
    await expect(firstCells(page)).toHaveText(["Ben Baker", "Cal Cole"]);
    await expect(rows(page).nth(0)).toContainText("A Profession of Faith is Required");
    await expect(rows(page).nth(1)).toContainText("Profession of Faith made on 10/11/2026");
    await choose(page, js, "Class", "Grade 4");
    await expect(page).toHaveURL(new RegExp(`class=${grade4.id}`));
    await expect(firstCells(page)).toHaveText(["Cal Cole"]);

    // The address is the report: opened again, the same rows; the download holds exactly them.
    await page.goto(page.url());
    await expect(firstCells(page)).toHaveText(["Cal Cole"]);
    const sheet = await downloadSheet(page);
    expect(sheet).toEqual({
      filename: "Baptism Report - 2026-2027.xlsx",
      header: ["Student Name", "Baptized", "Baptism Type", "Profession of Faith Required", "Class"],
      rows: [["Cal Cole", "Yes", "Protestant", "Profession of Faith made on 10/11/2026", "Grade 4"]],
    });

    await page.getByRole("link", { name: "Cal Cole" }).click();
    await expect(page).toHaveURL(`/religious-education/students/${students.cal.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Cal Cole" })).toBeVisible();
  });

  test("a report sends its rows once: in the page's HTML, not again in the data it hydrates from", async ({ page, church, js }) => {
    const { students } = await setUp(church);
    await login(page, church.staff, { from: "/religious-education/reports" });
    const html = await (await page.request.get("/religious-education/reports/notes-report")).text();
    const data = html.slice(html.indexOf("streamController.enqueue"));
    expect(html).toContain("Allergic to peanuts.");
    expect(data).toContain("Notes Report");
    expect(data).not.toContain("Allergic to peanuts.");
    // Within the app the page's data carries them.
    expect(await (await page.request.get("/religious-education/reports/notes-report.data")).text()).toContain("Allergic to peanuts.");

    await page.goto("/religious-education/reports/notes-report");
    await hydrated(page);
    await expect(firstCells(page)).toHaveText(["Ana Able"]);
    const mark = () => page.evaluate(() => (window as { stayed?: number }).stayed ?? null);
    await page.evaluate(() => ((window as { stayed?: number }).stayed = 1));
    await page.getByRole("link", { name: "Ana Able" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ana Able" })).toBeVisible();
    await expect(page).toHaveURL(`/religious-education/students/${students.ana.id}`);
    // With JavaScript the row's plain link navigates within the app (the page is not loaded again).
    expect(await mark()).toBe(js ? 1 : null);
    await page.goBack();
    await expect(firstCells(page)).toHaveText(["Ana Able"]);
  });

  test("a teacher's Missing Docs Report shows their classes only, marks each certificate in words, filters and downloads", async ({ page, church, js }) => {
    const { teacherAccount, confirmation, students } = await setUp(church);
    await login(page, teacherAccount, { from: "/re/teacher/reports/missing-docs" });
    await expect(page.getByRole("heading", { level: 1, name: "Missing Docs Report" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Missing Docs Report" })).toBeVisible();
    // Ana's and Cal's baptismal certificates are on file; Eva and Fay are in another teacher's class.
    await expect(firstCells(page)).toHaveText(["Ben Baker", "Cal Cole"]);
    await expect(page.getByRole("row").first().getByRole("columnheader")).toHaveText(["Student Name", "Class", "Baptism Doc", "First Communion Doc", "Confirmation Doc"]);
    const cal = rows(page).nth(1).getByRole("cell");
    await expect(cal.nth(2)).toHaveText("Uploaded");
    await expect(cal.nth(3)).toHaveText("Missing");
    await expect(cal.nth(2).locator("svg")).toBeVisible();
    await expect(rows(page).nth(0).getByRole("cell").nth(2)).toHaveText("Missing");
    await expect(rows(page).nth(0).getByRole("link", { name: "Ben Baker" })).toHaveAttribute("href", `/re/teacher/students/${students.ben.id}`);
    await hydrated(page);

    await choose(page, js, "Missing Docs", "First Communion Doc");
    await expect(page).toHaveURL(/missing=FIRST_COMMUNION_CERTIFICATE/);
    await expect(firstCells(page)).toHaveText(["Cal Cole"]);
    const sheet = await downloadSheet(page);
    expect(sheet.filename).toBe("Missing Docs Report - 2026-2027.xlsx");
    expect(sheet.rows).toEqual([["Cal Cole", "Grade 4", "Uploaded", "Missing", ""]]);

    // Another teacher's class in the address is ignored: still only the teacher's own students.
    await page.goto(`/re/teacher/reports/missing-docs?class=${confirmation.id}`);
    await expect(firstCells(page)).toHaveText(["Ben Baker", "Cal Cole"]);
    expect((await page.request.get("/re/teacher/reports/saint-report/download")).status()).toBe(404);
  });

  test("usual ages set on the class form drive the Overage Report; a saint entered on Edit Sacraments shows on the Saint Report", async ({ page, church, js }) => {
    const { grade2, students } = await setUp(church);
    await login(page, church.staff, { from: `/religious-education/classes/${grade2.id}/edit` });
    await hydrated(page);
    await page.getByLabel("From (years)").fill("7");
    await page.getByLabel("To (years)").fill("8");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Class Grade 2 updated successfully.")).toBeVisible();
    await expect(page.getByText("Usual Ages").locator("..")).toContainText("7–8");

    await page.goto("/religious-education/reports/overage-report");
    await expect(page.getByText("Ages are whole years on 09/01/2026.")).toBeVisible();
    await expect(page.getByText("Not checked (no usual ages set on the class): Confirmation 1, Grade 4.")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole("cell")).toHaveText(["Ben Baker", "05/05/2016", "10", "Grade 2", "7–8", "2"]);

    await page.goto(`/religious-education/students/${students.eva.id}/edit-sacraments?from=${encodeURIComponent(`/religious-education/students/${students.eva.id}`)}`);
    await hydrated(page);
    await page.getByLabel("Confirmation Saint").fill("Saint Joan of Arc");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Student's sacrament info updated successfully.")).toBeVisible();
    await expect(page.getByText("Confirmation Saint").locator("..")).toContainText("Saint Joan of Arc");

    await page.goto("/religious-education/reports/saint-report");
    await expect(firstCells(page)).toHaveText(["Eva Evans", "Fay Frost"]);
    await expect(rows(page).nth(0)).toContainText("Saint Joan of Arc");
    await expect(rows(page).nth(1)).toContainText("Not chosen yet");
    await hydrated(page);
    await choose(page, js, "Confirmation Saint", "Not Chosen Yet");
    await expect(firstCells(page)).toHaveText(["Fay Frost"]);
  });

  test("the print view keeps the title line and the table, fits A4 and never splits a row", async ({ page, church, js }) => {
    const { f, year } = await setUp(church);
    const ocia = await f.createSchoolClass({ churchId: church.id, className: "OCIA Adults" });
    for (const [firstname, lastname] of [["Gianna", "Montgomery-Villanueva"], ["Bartholomew", "Oyelaran-Whitcombe"]]) {
      const s = await f.createStudent({ churchId: church.id, firstname, lastname, type: "RCIA", baptized: "PROTESTANT", sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027, marriageHistory: "PREVIOUSLY_MARRIED" });
      await f.createRegistration({ churchId: church.id, studentId: s.id, schoolClassId: ocia.id, schoolYearId: year.id });
    }
    await login(page, church.staff, { from: "/religious-education/reports/easter-vigil-report" });
    await expect(firstCells(page)).toHaveText(["Gianna Montgomery-Villanueva", "Bartholomew Oyelaran-Whitcombe"]);
    await hydrated(page);
    if (js) {
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "Print" }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
    } else {
      await expect(page.getByText("To print, use your browser's Print (Ctrl+P).")).toBeVisible();
    }

    // A4 is 210 mm wide; less 12 mm margins each side that leaves about 703 CSS pixels (Letter leaves more).
    await page.setViewportSize({ width: 703, height: 1000 });
    await page.emulateMedia({ media: "print" });
    const title = page.locator("header").filter({ hasText: "Easter Vigil Report" });
    await expect(title).toBeVisible();
    await expect(title).toContainText(church.name);
    await expect(title).toContainText(/School Year: 2026-2027 \(current\) · Class: All · Easter Vigil Target: All · Printed \d{2}\/\d{2}\/\d{4}/);
    for (const hidden of [page.getByRole("navigation", { name: "Sidebar" }), page.getByRole("search", { name: "Report filters" }), page.getByRole("link", { name: "Download .xlsx" }), page.getByRole("heading", { level: 1 })]) {
      await expect(hidden).toBeHidden();
    }
    await expect(rows(page)).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(703);
    expect(await rows(page).first().evaluate((row) => getComputedStyle(row).breakInside)).toBe("avoid");

    const pdf = await PDFDocument.load(await page.pdf({ format: "A4" }));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(595, -1);
  });
});
