import { expect, hydrated, login, test } from "./fixtures";

test("a forgotten password is reset through the e-mailed link", async ({ page, church }) => {
  const { email } = church.staff;
  await page.goto("/forgotten-password");
  await hydrated(page);
  await page.getByLabel("Username").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `If an account exists for ${email}` })).toBeVisible();

  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: `To ${email}` }).getByRole("link").click();
  await expect(page.getByText(`To ${email}`)).toBeVisible();
  await page.getByTestId("email-link").filter({ hasText: "/reset-password?token=" }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Confirm new password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed. Please sign in with the new one." })).toBeVisible();

  await login(page, { email, password: "a-brand-new-password" }, { from: "here" });
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
});
