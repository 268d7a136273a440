import { expect, hydrated, test } from "./fixtures";

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
