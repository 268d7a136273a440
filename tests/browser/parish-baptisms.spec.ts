import type { Page } from "@playwright/test";
import { expect, hydrated, login, test, unique } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });
// As in app/modules/baptisms/options.ts (PAST_PAGE_SIZE).
const PAST_PAGE_SIZE = 12;

const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("baptisms", () => {
  test("a priest added under Settings › Staff officiates a new baptism date", async ({ page, church }) => {
    const lastname = `Rivera${unique()}`;
    await login(page, church.staff, { from: "/settings" });
    await page.getByRole("link", { name: /Staff/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await page.getByRole("link", { name: "Add Staff Member" }).click();
    await hydrated(page);
    await page.getByLabel("First Name").fill("Tomás");
    await page.getByLabel("Last Name").fill(lastname);
    await page.getByLabel("Person Type").selectOption({ label: "Clergy" });
    await page.getByLabel("Role").selectOption({ label: "Priest" });
    await save(page);
    await expect(page.getByText("Staff member saved successfully")).toBeVisible();
    // The list's filters are a GET form.
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Priest" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/role=PRIEST/);
    await expect(page.getByRole("row", { name: new RegExp(`Tomás ${lastname}`) })).toContainText("Active");

    await page.goto("/baptisms/dates");
    await page.getByRole("link", { name: "Add Baptism Date" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Baptism Date" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Date").fill("2030-05-12");
    await save(page);
    await expect(page.getByText("All fields are required.")).toBeVisible();
    await page.getByLabel("Time").fill("13:30");
    await page.getByLabel("Officiant").selectOption({ label: `Tomás ${lastname} (Priest)` });
    await save(page);

    await expect(page).toHaveURL("/baptisms/dates");
    await expect(page.getByText("Baptism Date addded successfully")).toBeVisible();
    const row = page.getByRole("row", { name: /Sunday, May 12, 2030/ });
    await expect(row).toContainText("1:30 PM");
    await expect(row).toContainText(`Tomás ${lastname}`);
    await row.getByRole("link", { name: /Edit/ }).click();
    await expect(page.getByLabel("Time")).toHaveValue("13:30");
    await page.getByLabel("Time").fill("10:00");
    await save(page);
    await expect(page.getByText("Baptism Date updated successfully")).toBeVisible();
    await expect(page.getByRole("row", { name: /Sunday, May 12, 2030/ })).toContainText("10:00 AM");
  });

  test("add a baptism with a document, edit it and delete it", async ({ page, church }) => {
    test.setTimeout(60_000);
    const { f } = await app();
    const priest = await f.createStaff({ churchId: church.id, firstname: "Michael", lastname: "OConnor" });
    await f.createBaptismDate({ churchId: church.id, date: f.baptismDay(10, 13), officiantId: priest.id });
    await login(page, church.staff, { from: "/baptisms" });
    await page.getByRole("link", { name: "Add Baptism", exact: true }).first().click();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Baptisms›Add Baptism");
    await hydrated(page);
    await save(page);
    for (const message of ["Select a Date/Time", "Firstname is required", "Lastname is required", "Date of birth is required"]) await expect(page.getByText(message, { exact: true })).toBeVisible();

    await page.getByLabel("Date/Time").selectOption({ index: 1 });
    const child = region(page, "Child");
    await child.getByLabel("First Name").fill("Ava");
    await child.getByLabel("Last Name").fill("Nguyễn");
    await child.getByLabel("Date of Birth").fill("2026-03-01");
    const parents = region(page, "Parents");
    await parents.getByRole("group", { name: "Mother" }).getByLabel("First Name").fill("Linh");
    await parents.getByRole("group", { name: "Father" }).getByLabel("First Name").fill("Quang");
    await region(page, "Godparents").getByRole("group", { name: "Godparent 1" }).getByLabel("First Name").fill("Rosa");
    await page.getByLabel("Birth Certificate", { exact: true }).check();
    await page.getByLabel(/Drop or choose the Birth Certificate file/).setInputFiles({ name: "birth.pdf", mimeType: "application/pdf", buffer: await f.makePdf("Birth") });
    await page.getByRole("textbox", { name: "Notes" }).fill("Grandmother flies in from Hanoi.");
    await save(page);

    await expect(page).toHaveURL("/baptisms");
    await expect(page.getByText("Baptism added successfully.")).toBeVisible();
    const upcoming = region(page, "Upcoming Baptisms");
    await expect(upcoming.getByRole("heading", { level: 3 })).toContainText("1:00 PM");
    await expect(upcoming).toContainText("Officiant: Michael OConnor");
    const card = upcoming.getByRole("listitem").filter({ hasText: "Ava Nguyễn" });
    await expect(card).toContainText("Parents: Need Docs");
    await expect(card).toContainText("not ready");
    await card.getByRole("link", { name: "Ava Nguyễn" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Ava Nguyễn" })).toBeVisible();
    await expect(page.getByText("birth.pdf")).toBeVisible();
    await expect(page.getByLabel("Birth Certificate", { exact: true })).toBeChecked();
    await hydrated(page);
    await page.getByLabel("All Parent Documents", { exact: true }).check();
    await region(page, "Child").getByLabel("Middle Name").fill("Mai");
    await save(page);
    await expect(page.getByText("Baptism updated successfully.")).toBeVisible();
    await expect(region(page, "Upcoming Baptisms").getByRole("listitem").filter({ hasText: "Ava Mai Nguyễn" })).toContainText("Parents: All Docs");

    await page.getByRole("link", { name: "Ava Mai Nguyễn" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ava Mai Nguyễn" })).toBeVisible();
    await page.locator("summary", { hasText: "Delete Baptism" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Baptism" });
    await expect(dialog).toContainText("The baptism of Ava Mai Nguyễn will be deleted permanently.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/baptisms(\?|$)/);
    await expect(page.getByText("Baptism deleted successfully")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ava Mai Nguyễn" })).toHaveCount(0);
  });

  test("Load More shows past baptisms page by page until 'No more baptisms!'", async ({ page, church, js }) => {
    const { f } = await app();
    const priest = await f.createStaff({ churchId: church.id, firstname: "John", lastname: "Brennan" });
    const total = 2 * PAST_PAGE_SIZE + 3;
    for (let k = 0; k < total; k++) {
      const date = await f.createBaptismDate({ churchId: church.id, date: f.baptismDay(-1 - k), officiantId: priest.id });
      await f.createBaptism({ churchId: church.id, baptismDateId: date.id, firstname: "Past", lastname: `Child${String(k).padStart(2, "0")}` });
    }
    await login(page, church.staff, { from: "/baptisms" });
    const past = region(page, "Past Baptisms");
    await expect(past.getByRole("listitem")).toHaveCount(PAST_PAGE_SIZE);
    await hydrated(page);
    await past.getByRole("link", { name: "Load More" }).click();
    if (js) {
      // Added below, on the same page.
      await expect(past.getByRole("listitem")).toHaveCount(2 * PAST_PAGE_SIZE);
      await expect(page).toHaveURL("/baptisms");
    } else {
      await expect(page).toHaveURL("/baptisms?page=2#past");
      await expect(past.getByRole("listitem")).toHaveCount(PAST_PAGE_SIZE);
    }
    await expect(past.getByRole("link", { name: "Past Child00" })).toHaveCount(js ? 1 : 0);
    await past.getByRole("link", { name: "Load More" }).click();
    await expect(past.getByText("No more baptisms!")).toBeVisible();
    await expect(past.getByRole("listitem")).toHaveCount(js ? total : 3);
    await expect(past.getByRole("link", { name: `Past Child${total - 1}` })).toBeVisible();
    await expect(past.getByRole("link", { name: "Load More" })).toHaveCount(0);
  });
});
