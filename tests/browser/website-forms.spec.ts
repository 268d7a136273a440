import type { Page } from "@playwright/test";
import { expect, hydrated, login, test } from "./fixtures";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the public new-member form", () => {
  test("a family fills it in with two more members under the head-of-household rule; the office sees the household", async ({ page, church, js }) => {
    test.setTimeout(60_000);
    await page.goto(`/${church.id}/forms/new-member`);
    await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "New Member" })).toBeVisible();
    await hydrated(page);
    const you = region(page, "You");
    await expect(you.getByLabel("Head of Household")).toBeChecked();
    await expect(you.getByLabel("How would you like to donate to the parish")).toHaveValue("");
    await you.getByLabel("Firstname").fill("Teresa");
    await you.getByLabel("Lastname").fill("Morales");
    await you.getByLabel("Email").fill("teresa.morales@example.com");
    await you.getByLabel("City").fill("Springfield");
    await you.getByLabel("How would you like to donate to the parish").selectOption({ label: "Paper Envelopes" });

    await page.getByRole("button", { name: "Add Other Family Member" }).click();
    const first = region(page, "Member 1");
    await expect(first.getByRole("heading", { name: "Member 1" })).toBeVisible();
    await first.getByLabel("Firstname").fill("Javier");
    if (js) {
      // Spec section 4: while Teresa is head, Javier has no box; once she is not, he has one, and taking it hides hers.
      await expect(first.getByLabel("Head of Household")).toHaveCount(0);
      await you.getByLabel("Head of Household").uncheck();
      await first.getByLabel("Head of Household").check();
      await expect(you.getByLabel("Head of Household")).toHaveCount(0);
    } else {
      // Without JavaScript every box shows, and the server says what is wrong, keeping what was typed.
      await first.getByLabel("Head of Household").check();
      await page.getByRole("button", { name: "Save Form" }).click();
      await expect(page.getByText("Only one person can be the head of household.")).toBeVisible();
      await expect(you.getByLabel("City")).toHaveValue("Springfield");
      await you.getByLabel("Head of Household").uncheck();
    }

    await page.getByRole("button", { name: "Add Other Family Member" }).click();
    const second = region(page, "Member 2");
    await second.getByLabel("Child").check();
    await second.getByLabel("Firstname").fill("Lucia");
    await second.getByLabel("Date of Birth").fill("2016-04-09");
    await second.getByLabel("Baptized").check();
    await expect(first.getByLabel("Firstname")).toHaveValue("Javier");
    await page.getByRole("button", { name: "Save Form" }).click();

    await expect(page.getByText("Form submitted successfully.")).toBeVisible();
    await expect(region(page, "You").getByLabel("Firstname")).toHaveValue("");
    await expect(region(page, "Member 1")).toHaveCount(0);

    // The dashboard's bell says a family sent the form, and leads to the households.
    await login(page, church.staff, { from: "/dashboard" });
    await page.getByLabel("Notifications: 1").click();
    await page.getByRole("link", { name: "New-member forms in the last 7 days: 1" }).click();
    await expect(page).toHaveURL("/website/public-forms/households");
    const row = page.getByRole("row", { name: /Javier Morales/ });
    await expect(row).toContainText("3");
    await row.getByRole("link", { name: "View household of Javier Morales" }).click();
    const members = region(page, "Members");
    await expect(members.getByRole("row", { name: /Javier Morales/ })).toContainText("Head");
    await expect(members.getByRole("row", { name: /Lucia Morales/ })).toContainText("Child");
    await expect(members.getByRole("row", { name: /Teresa Morales/ })).toBeVisible();
    await expect(page.getByLabel("How would you like to donate to the parish")).toHaveValue("PAPER_ENVELOPES");
  });

  test("Enter in a field saves the form, even with a family member's block and its Remove button above", async ({ page, church }) => {
    await page.goto(`/${church.id}/forms/new-member`);
    await hydrated(page);
    await page.getByRole("button", { name: "Add Other Family Member" }).click();
    await region(page, "Member 1").getByLabel("Firstname").fill("Javier");
    await region(page, "You").getByLabel("Firstname").fill("Teresa");
    await region(page, "You").getByLabel("Lastname").fill("Morales");
    await region(page, "You").getByLabel("Lastname").press("Enter");
    await expect(page.getByText("Form submitted successfully.")).toBeVisible();
  });

  test("an unknown church's link says 'Invalid Link!' with 400", async ({ page }) => {
    const response = await page.goto("/no-such-church/forms/new-member");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Invalid Link!" })).toBeVisible();
    await expect(page.getByText("The url you entered might be invalid or expired.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back" })).toBeVisible();
  });
});
