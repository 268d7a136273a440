// Pictures of the key screens for a person to look at: SCREENSHOTS=1 npx playwright test --config tests/playwright.config.ts screenshots
// (left out of the normal run; the files land in tests/.results/screenshots).
import { login, openUserMenu, test } from "./fixtures";

const shot = (name: string) => ({ path: `tests/.results/screenshots/${test.info().project.name}-${name}.png`, fullPage: true });

test("key screens, desktop", async ({ page, church }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await page.screenshot(shot("login"));
  await page.goto("/register");
  await page.screenshot(shot("register"));
  await page.goto("/no-such-page");
  await page.screenshot(shot("not-found"));
  await login(page, church.staff);
  await page.screenshot(shot("dashboard"));
  await openUserMenu(page);
  await page.screenshot(shot("dashboard-user-menu"));
  await page.goto("/baptisms");
  await page.screenshot(shot("baptisms"));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/dashboard");
  await page.screenshot(shot("dashboard-1024"));
  await page.goto("/settings");
  await page.screenshot(shot("settings"));
});

test("key screens, phone", async ({ page, church }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await page.screenshot(shot("phone-login"));
  await login(page, church.staff);
  await page.screenshot(shot("phone-dashboard"));
  await page.getByRole("banner").locator("label[for=nav-toggle]").click();
  await page.waitForTimeout(400); // the 300 ms slide-in
  await page.screenshot({ ...shot("phone-dashboard-menu"), fullPage: false });
  await page.goto("/baptisms");
  await page.screenshot(shot("phone-baptisms"));
});
