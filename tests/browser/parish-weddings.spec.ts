import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { expect, hydrated, login, test, unique } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), w: await import("../../prisma/factories-weddings") });

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Sidebar" });
const couples = (page: Page) => page.getByRole("table").getByRole("link");

test.describe("weddings", () => {
  test("the sidebar's priest selection filters the wedding lists and stays while moving around", async ({ page, church }) => {
    const { f, w } = await app();
    const brennan = await f.createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan" });
    const hayes = await f.createStaff({ churchId: church.id, firstname: "Robert", lastname: "Hayes", role: "DEACON" });
    await w.createWedding({ churchId: church.id, priestId: brennan.id, weddingDate: w.weddingDay(3), groomFirstName: "Lucas", groomLastName: "Bennett", brideFirstName: "Sofia", brideLastName: "Alvarez" });
    await w.createWedding({ churchId: church.id, priestId: hayes.id, weddingDate: w.weddingDay(5, 19, 30), groomFirstName: "Ethan", groomLastName: "Walsh", brideFirstName: "Chloe", brideLastName: "Park", groomBaptismStatus: "BAPTIZED_PROTESTANT" });
    await login(page, church.staff, { from: "/weddings" });
    await expect(page.getByRole("heading", { level: 1, name: "Weddings" })).toBeVisible();
    await expect(couples(page)).toHaveText(["Lucas Bennett & Sofia Alvarez", "Ethan Walsh & Chloe Park"]);
    await expect(page.getByRole("row", { name: /Ethan Walsh/ })).toContainText("7:30pm");
    await expect(page.getByRole("row", { name: /Ethan Walsh/ })).toContainText("Non-Catholic");

    await hydrated(page);
    await sidebar(page).getByRole("button", { name: "John Brennan" }).click();
    await expect(sidebar(page).getByRole("button", { name: "John Brennan" })).toHaveAttribute("aria-pressed", "true");
    await expect(couples(page)).toHaveText(["Lucas Bennett & Sofia Alvarez"]);
    await expect(page.getByRole("status").filter({ hasText: "Showing the weddings of John Brennan only" })).toBeVisible();
    // The selection stays on the area's other pages.
    await sidebar(page).getByRole("link", { name: "Items Needed" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Items Needed" })).toBeVisible();
    await expect(couples(page)).toHaveText(["Lucas Bennett & Sofia Alvarez"]);
    await sidebar(page).getByRole("button", { name: "Robert Hayes" }).click();
    await expect(couples(page)).toHaveText(["Lucas Bennett & Sofia Alvarez", "Ethan Walsh & Chloe Park"]);
    // Selecting the same again takes it out; the group filter is a GET form.
    await sidebar(page).getByRole("button", { name: "John Brennan" }).click();
    await expect(sidebar(page).getByRole("button", { name: "John Brennan" })).toHaveAttribute("aria-pressed", "false");
    // The list follows the selection before moving on (a click during its reload could be lost).
    await expect(couples(page)).toHaveText(["Ethan Walsh & Chloe Park"]);
    await sidebar(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Weddings" })).toBeVisible();
    await expect(couples(page)).toHaveText(["Ethan Walsh & Chloe Park"]);
    await sidebar(page).getByRole("button", { name: "Show all priests" }).click();
    await page.getByLabel("Group").selectOption({ label: "Non-Catholic" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/group=non-catholic/);
    await expect(couples(page)).toHaveText(["Ethan Walsh & Chloe Park"]);
  });

  test("add a wedding with a document, record the pastor's approval and download Weddings.xlsx", async ({ page, church }) => {
    test.setTimeout(60_000);
    const { f } = await app();
    const lastname = `Okafor${unique()}`;
    await f.createStaff({ churchId: church.id, firstname: "Michael", lastname: "OConnor" });
    await login(page, church.staff, { from: "/weddings" });
    await page.getByRole("link", { name: "Add Wedding" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Wedding" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Wedding date is required")).toBeVisible();
    await expect(page.getByText("Groom's first name is required")).toBeVisible();

    await expect(page.getByRole("textbox", { name: "Time" })).toHaveValue("19:00");
    await page.getByLabel("Wedding Date").fill("2030-06-15");
    await page.getByRole("combobox", { name: "Priest", exact: true }).selectOption({ label: "Michael OConnor (Priest)" });
    const groom = page.getByRole("region", { name: "Groom" });
    await groom.getByLabel("First Name").fill("Daniel");
    await groom.getByLabel("Last Name").fill(lastname);
    await groom.getByLabel("Baptism Status").selectOption({ label: "Baptized Orthodox" });
    const bride = page.getByRole("region", { name: "Bride" });
    await bride.getByLabel("First Name").fill("Grace");
    await bride.getByLabel("Last Name").fill("Murphy");
    await bride.getByLabel("Within the parish").uncheck();
    await bride.getByLabel("Parish (if not this one)").fill("St. Anne, Springfield");
    await page.getByLabel(/Drop or choose the Form A/).setInputFiles({ name: "form-a.pdf", mimeType: "application/pdf", buffer: await f.makePdf("Form A") });
    await page.getByLabel("Fee Agreed ($)").fill("500");
    await page.getByRole("button", { name: "Save" }).click();

    const couple = `Daniel ${lastname} & Grace Murphy`;
    await expect(page.getByText("Wedding added successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: couple })).toBeVisible();
    await expect(page.getByText("Saturday, June 15, 2030 at 7pm")).toBeVisible();
    await expect(page.getByText("Priest: Michael OConnor")).toBeVisible();
    const documents = page.getByRole("region", { name: "Documents" });
    await expect(documents.getByRole("listitem").filter({ hasText: "Form A:" })).toContainText("Received");
    await expect(documents.getByRole("link", { name: "form-a.pdf" })).toBeVisible();
    for (const group of ["Non-Catholic", "Domicile issue"]) await expect(page.getByText(group, { exact: true }).first()).toBeVisible();

    await sidebar(page).getByRole("link", { name: "Pastor" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pastor Approval Required" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: `Record pastor approval: ${couple}` }).click();
    await expect(page.getByText(`Pastor approval recorded for ${couple}.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(lastname) })).toHaveCount(0);
    await sidebar(page).getByRole("link", { name: "Domicile" }).click();
    await expect(page.getByRole("row", { name: new RegExp(lastname) })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), sidebar(page).getByRole("link", { name: "Export Data" }).click()]);
    expect(download.suggestedFilename()).toBe("Weddings.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Weddings")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell("Time"), cell("Groom Last Name"), cell("Bride Parish"), cell("Groom Baptism Status"), cell("Form A"), cell("Fee Agreed")]).toEqual(["7pm", lastname, "St. Anne, Springfield", "Baptized Orthodox", "Yes", 500]);
    expect(cell("Pastor Approval")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
