import { DEMO_PASSWORD, expect, login, openUserMenu, test } from "./fixtures";

const demo = (email: string) => ({ email, password: DEMO_PASSWORD });

test.describe("landing after sign-in (demo data)", () => {
  test("staff of St. Mary land on the dashboard with the trial banner", async ({ page }) => {
    await login(page, demo("staff@demo.parish"));
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "St. Mary Demo Parish" })).toBeVisible();
    await expect(page.getByText("You are currently enjoying a free trial of the product.")).toBeVisible();
    await expect(page.getByText("Your trial ends in 30 days")).toBeVisible();
    await expect(page.getByRole("link", { name: "Details" })).toHaveAttribute("href", "/billing/subscriptions");
  });

  test("a school user lands on religious education", async ({ page }) => {
    await login(page, demo("school@demo.parish"));
    await expect(page).toHaveURL("/religious-education");
    await expect(page.getByRole("main")).not.toBeEmpty();
  });

  test("a teacher lands on the classes of the teacher area", async ({ page }) => {
    await login(page, demo("teacher@demo.parish"));
    await expect(page).toHaveURL("/re/teacher/classes");
    await expect(page.getByRole("main")).not.toBeEmpty();
  });

  test("a parent lands on the parent area", async ({ page }) => {
    await login(page, demo("parent@demo.parish"));
    await expect(page).toHaveURL("/re/parent");
    await expect(page.getByRole("main")).not.toBeEmpty();
  });

  test("an admin lands on super-admin", async ({ page }) => {
    await login(page, demo("admin@demo.parish"));
    await expect(page).toHaveURL("/super-admin");
    await expect(page.getByRole("main")).not.toBeEmpty();
  });

  test("staff of St. Joseph see their own parish, not St. Mary", async ({ page }) => {
    await login(page, demo("staff@stjoseph.parish"));
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "St. Joseph Demo Parish" })).toBeVisible();
    await expect(page.getByText("St. Mary Demo Parish")).toHaveCount(0);
  });
});

test.describe("user menu", () => {
  const modules = ["Religious Education", "Baptisms", "Website", "Weddings", "Funerals", "Gift Store"];

  test("a school user sees only Religious Education and Baptisms of the modules", async ({ page, church }) => {
    await login(page, await church.addUser(["SCHOOL_USER"]));
    await expect(page).toHaveURL("/religious-education");
    const menu = await openUserMenu(page);
    for (const name of ["Religious Education", "Baptisms", "Your Profile", "Billing", "Settings"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["Website", "Weddings", "Funerals", "Gift Store"]) await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("church staff see every module", async ({ page, church }) => {
    await login(page, church.staff);
    await expect(page).toHaveURL("/dashboard");
    const menu = await openUserMenu(page);
    for (const name of [...modules, "Your Profile", "Billing", "Settings"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Your Profile" })).toHaveAttribute("href", "/settings/manage-profile");
  });
});
