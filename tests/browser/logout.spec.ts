import { expect, login, openUserMenu, test } from "./fixtures";

test("logging out ends the session: a copied cookie no longer works", async ({ page, church, browser }) => {
  await login(page, church.staff);
  await expect(page).toHaveURL("/dashboard");
  const session = (await page.context().cookies()).find((c) => c.name === "__session");
  expect(session, "the session cookie").toBeTruthy();

  const menu = await openUserMenu(page);
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");

  const other = await browser.newContext();
  try {
    await other.addCookies([session!]);
    const stolen = await other.newPage();
    await stolen.goto("/dashboard");
    await expect(stolen).toHaveURL("/login?redirectTo=%2Fdashboard");
    await expect(stolen.getByRole("button", { name: "Sign In" })).toBeVisible();
  } finally {
    await other.close();
  }
});
