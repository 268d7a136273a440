import type { Page } from "@playwright/test";
import { expect, hydrated, login, test } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories") });

const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("funerals", () => {
  test("a funeral added, seen on the dashboard and its page, edited and deleted", async ({ page, church }) => {
    test.setTimeout(60_000);
    const { f } = await app();
    await f.createStaff({ churchId: church.id, firstname: "Michael", lastname: "OConnor", role: "PRIEST" });
    await login(page, church.staff, { from: "/funerals" });
    await expect(page.getByRole("heading", { level: 1, name: "Funerals" })).toBeVisible();
    await expect(region(page, "Upcoming Funerals")).toContainText("No upcoming funerals.");
    await page.getByRole("link", { name: "Add Funeral" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Funeral" })).toBeVisible();
    await hydrated(page);
    await save(page);
    for (const message of ["Firstname is required", "Lastname is required", "Date of funeral is required"]) await expect(page.getByText(message, { exact: true })).toBeVisible();

    const deceased = region(page, "The Deceased");
    await deceased.getByLabel("First Name").fill("Eleanor");
    await deceased.getByLabel("Last Name").fill("Fitzgerald");
    await deceased.getByLabel("Date of Death").fill("2026-11-01");
    const service = region(page, "Funeral");
    await service.getByLabel("Date of Funeral").fill("2030-05-10");
    await service.getByLabel("Time").fill("14:30");
    await service.getByLabel("Remains").selectOption({ label: "Cremated Remains" });
    await service.getByLabel("Officiant").selectOption({ label: "Michael OConnor (Priest)" });
    await service.getByLabel("Cemetery").fill("Calvary Cemetery");
    const family = region(page, "Family Contact");
    await family.getByLabel("Contact Name").fill("Margaret Fitzgerald");
    await family.getByLabel("Relationship").fill("Daughter");
    await family.getByLabel("Contact Phone").fill("(217) 555-0142");
    await page.getByRole("textbox", { name: "Notes" }).fill("Vigil at the funeral home the evening before.");
    await save(page);

    await expect(page.getByText("Funeral added successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Eleanor Fitzgerald" })).toBeVisible();
    await expect(page.getByText("Funeral Mass · Friday, May 10, 2030 at 02:30 pm")).toBeVisible();
    const facts = region(page, "Funeral");
    await expect(facts).toContainText("Cremated Remains");
    await expect(facts).toContainText("Michael OConnor");
    await expect(facts).toContainText("Calvary Cemetery");
    await expect(region(page, "The Deceased")).toContainText("Sunday, November 1, 2026");
    await expect(region(page, "Family Contact").getByRole("link", { name: "(217) 555-0142" })).toHaveAttribute("href", "tel:2175550142");

    // The dashboard counts it and lists it; View opens its page.
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /^Funerals\s*1$/ })).toHaveAttribute("href", "/funerals");
    const upcoming = region(page, "Upcoming Funerals");
    await expect(upcoming.getByRole("row", { name: /Eleanor Fitzgerald/ })).toContainText("05/10/2030");
    await expect(upcoming.getByRole("row", { name: /Eleanor Fitzgerald/ })).toContainText("02:30 pm");
    await upcoming.getByRole("link", { name: "View Eleanor Fitzgerald" }).click();
    await expect(page).toHaveURL(/\/funerals\/[\w-]+$/);

    await page.getByRole("link", { name: "Edit Funeral" }).click();
    await expect(page.getByLabel("Time")).toHaveValue("14:30");
    await hydrated(page);
    await region(page, "The Deceased").getByLabel("Middle Name").fill("Rose");
    await page.getByLabel("Time").fill("10:00");
    await page.getByLabel("Service Type").selectOption({ label: "Memorial Mass" });
    await save(page);
    await expect(page.getByText("Funeral updated successfully.")).toBeVisible();
    await expect(page.getByText("Memorial Mass · Friday, May 10, 2030 at 10:00 am")).toBeVisible();

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Funerals" }).click();
    const row = region(page, "Upcoming Funerals").getByRole("row", { name: /Eleanor/ });
    for (const cell of ["Eleanor", "Rose", "Fitzgerald", "05/10/2030", "10:00 am", "Memorial Mass", "Cremated Remains"]) await expect(row).toContainText(cell);
    await row.getByRole("link", { name: "View Eleanor Rose Fitzgerald" }).click();

    await page.locator("summary", { hasText: "Delete Funeral" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Funeral" });
    await expect(dialog).toContainText("The funeral of Eleanor Rose Fitzgerald will be deleted permanently.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/funerals");
    await expect(page.getByText("Funeral deleted successfully")).toBeVisible();
    await expect(region(page, "Upcoming Funerals")).toContainText("No upcoming funerals.");
  });

  test("the dashboard's header, tiles, lists and resources; past funerals page by page; the notes report", async ({ page, church }) => {
    test.setTimeout(60_000);
    const { f } = await app();
    const priest = await f.createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan" });
    const date = await f.createBaptismDate({ churchId: church.id, date: f.baptismDay(7, 13), officiantId: priest.id });
    await f.createBaptism({ churchId: church.id, baptismDateId: date.id, firstname: "Ava", lastname: "Park" });
    await f.createFuneral({ churchId: church.id, firstname: "Walter", lastname: "Sullivan", dateOfFuneral: f.funeralDay(2), funeralTime: "09:00", notes: "Veteran: flag presentation." });
    await f.createFuneral({ churchId: church.id, firstname: "Ruth", lastname: "Carter", dateOfFuneral: f.funeralDay(5), funeralTime: null });
    for (let k = 0; k < 27; k++) await f.createFuneral({ churchId: church.id, firstname: "Past", lastname: `Person${String(k).padStart(2, "0")}`, dateOfFuneral: f.funeralDay(-1 - k) });

    await login(page, church.staff, { from: "/dashboard" });
    await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
    await expect(page.getByText(`Account ID: ${church.accountId}`)).toBeVisible();
    for (const [name, href] of [
      [/^Baptisms\s*1$/, "/baptisms"],
      [/^Funerals\s*2$/, "/funerals"],
      [/^Parish Events\s*0$/, "/website"],
      [/^Weddings\s*0$/, "/weddings"],
      [/^Video Training/, "/dashboard/video-training"],
      [/^Your Profile/, "/settings/manage-profile"],
      [/^FAQ/, "/faq"],
      [/^Contact us/, "mailto:support@parish-admin.app"],
    ] as const) {
      await expect(page.getByRole("link", { name }), String(name)).toHaveAttribute("href", href);
    }
    await expect(region(page, "Upcoming Baptisms")).toContainText("Ava Park");
    const funerals = region(page, "Upcoming Funerals");
    await expect(funerals.getByRole("row")).toHaveCount(3);
    await expect(funerals.getByRole("row").nth(1)).toContainText("Walter Sullivan");
    await expect(funerals.getByRole("row").nth(2)).toContainText("Ruth Carter");
    await expect(funerals.getByRole("row").nth(2)).toContainText("—");

    await funerals.getByRole("link", { name: "Funerals", exact: true }).click();
    const past = region(page, "Past Funerals");
    await expect(past).toContainText("27 past funerals · Page 1 of 2");
    await expect(past.getByRole("row", { name: /Person00/ })).toBeVisible();
    await past.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/funerals?page=2");
    await expect(region(page, "Past Funerals").getByRole("row", { name: /Person26/ })).toBeVisible();
    await expect(region(page, "Past Funerals").getByRole("row", { name: /Person00/ })).toHaveCount(0);

    await page.getByRole("link", { name: "Notes Report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Upcoming Funerals Notes Report" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Walter Sullivan" })).toContainText("at 09:00 am");
    await expect(page.getByRole("region", { name: "Walter Sullivan" })).toContainText("Veteran: flag presentation.");
    await expect(page.getByRole("region", { name: "Ruth Carter" })).toHaveCount(0);

    // The search box finds the funeral by the deceased's name.
    await page.goto("/search?q=walter%20sullivan");
    await page.getByRole("link", { name: "Walter Sullivan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Walter Sullivan" })).toBeVisible();
  });
});
