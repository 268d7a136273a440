import { expect, hydrated, login, test } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });

test.describe("billing (local billing mode)", () => {
  test("a read-only church: the banner, a refused change with the way to Billing, then subscribing opens it again", async ({ page, church }) => {
    const { db } = await app();
    await db.subscription.updateMany({ where: { churchId: church.id }, data: { trialEnd: new Date(Date.now() - 60_000) } });
    await login(page, church.staff, { from: "/religious-education/years/add" });
    await expect(page.getByRole("alert").filter({ hasText: "This account is read-only" })).toBeVisible();
    await expect(page.getByText("You are currently enjoying a free trial of the product.")).toHaveCount(0);
    await hydrated(page);
    await page.getByLabel("Year Name").fill("2030-2031");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "This account is read-only" })).toBeVisible();
    expect(await db.schoolYear.count({ where: { churchId: church.id } })).toBe(0);

    await page.getByRole("main").getByRole("link", { name: "Go to Billing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Trial ended" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByText("Thank you! Your payment was received.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Active" })).toBeVisible();
    await expect(page.getByText("This account is read-only")).toHaveCount(0);

    await page.goto("/religious-education/years/add");
    await hydrated(page);
    await page.getByLabel("Year Name").fill("2030-2031");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("cell", { name: "2030-2031", exact: true })).toBeVisible();
  });

  test("connect the parish's Stripe account and pay a tuition in two parts", async ({ page, church }) => {
    const { f } = await app();
    const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
    const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 3" });
    const student = await f.createStudent({ churchId: church.id, firstname: "Maria", lastname: "Lopez" });
    await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id, tuitionCents: 15_000 });

    await login(page, church.staff, { from: "/religious-education/payments" });
    await expect(page.getByText("Not connected.")).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Connect a Stripe account" }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Finish setup" }).click();
    await expect(page.getByText("Connected: card payments are enabled.")).toBeVisible();

    await page.goto("/religious-education/registrations");
    await page.getByRole("link", { name: "Tuition of Maria Lopez" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tuition" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Amount to pay by card").fill("50");
    await page.getByRole("button", { name: "Pay tuition" }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Pay $50.00" }).click();
    await expect(page.getByText("Thank you!")).toBeVisible();
    await expect(page.getByText("Paid: $50.00 · Due: $100.00")).toBeVisible();
    await expect(page.getByRole("main").getByText("Unpaid", { exact: true })).toBeVisible();

    await hydrated(page);
    await page.getByRole("button", { name: "Pay tuition" }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Pay $100.00" }).click();
    await expect(page.getByText("Paid: $150.00 · Due: $0.00")).toBeVisible();
    await page.goto("/religious-education/registrations");
    await expect(page.getByRole("row", { name: /Maria Lopez/ })).toContainText("Paid");
    await expect(page.getByRole("row", { name: /Maria Lopez/ })).not.toContainText("Unpaid");
  });
});
