import { expect, hydrated, login, test, unique, uniqueEmail } from "./fixtures";

test.describe("registration", () => {
  test("a new parish registers, signs in and gets a welcome e-mail", async ({ page }) => {
    const email = uniqueEmail("register");
    const parish = `St. Test Parish ${unique()}`;
    await page.goto("/register");
    await hydrated(page);
    await page.getByLabel("Parish name").fill(parish);
    await page.getByLabel("First name").fill("Rita");
    await page.getByLabel("Last name").fill("Tester");
    await page.getByLabel("Email (your username)").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByLabel("Confirm password").fill("a-good-password");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL("/login?registered=1");
    await expect(page.getByText("Congratulations! your account has been created and your 30 day trial is active")).toBeVisible();
    await expect(page.getByText("login and get started!")).toBeVisible();

    await login(page, { email, password: "a-good-password" }, { from: "here" });
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: parish })).toBeVisible();
    await expect(page.getByText("Your trial ends in 30 days")).toBeVisible();

    await page.goto("/dev/outbox");
    const item = page.getByRole("listitem").filter({ hasText: `To ${email}` });
    await expect(item.getByRole("link", { name: "Welcome to your parish administration account, Rita" })).toBeVisible();
  });

  test("a bad e-mail and a short password are refused with field errors", async ({ page }) => {
    await page.goto("/register");
    await hydrated(page);
    await page.getByLabel("Parish name").fill("St. Invalid");
    await page.getByLabel("First name").fill("Rita");
    await page.getByLabel("Last name").fill("Tester");
    // Passes the browser's own e-mail check (so the form is sent without JavaScript) but not ours.
    await page.getByLabel("Email (your username)").fill("rita@parish");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("Email (your username)")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL("/register");
  });
});
