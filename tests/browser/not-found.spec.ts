import { DEMO_PASSWORD, expect, hydrated, login, test } from "./fixtures";

test("an unknown path shows the not-found screen with status 404", async ({ page }) => {
  await page.goto("/login");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Not Found!" })).toBeVisible();
  await expect(page.getByText("The requested page was not found.")).toBeVisible();
  const back = page.getByRole("button", { name: "Go back" });
  await expect(back).toBeVisible();
  await hydrated(page);
  // With JavaScript it goes back in history; without, to the home page, which sends a visitor to /login.
  await back.click();
  await expect(page).toHaveURL("/login");
});

test("an unknown path inside religious education or settings is the not-found screen inside the area; a sidebar page is not", async ({ page }) => {
  await login(page, { email: "school@demo.parish", password: DEMO_PASSWORD });
  const sidebar = page.getByRole("navigation", { name: "Sidebar" });
  for (const [path, sidebarLink] of [
    ["/religious-education/no-such-page", "Registrations"],
    ["/settings/nope", "Settings"],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Not Found!" })).toBeVisible();
    await expect(page.getByText("The requested page was not found.")).toBeVisible();
    await expect(sidebar.getByRole("link", { name: sidebarLink, exact: true })).toBeVisible();
  }
  const response = await page.goto("/religious-education/training");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  await expect(page.getByLabel("Module")).toHaveValue("RELIGIOUS_EDUCATION");
});
