import { DEMO_PASSWORD, expect, login, loginThroughForm, openUserMenu, test } from "./fixtures";

const demo = (email: string) => ({ email, password: DEMO_PASSWORD });

test.describe("landing after sign-in (demo data)", () => {
  test("staff of St. Mary land on the dashboard with the trial banner", async ({ page }) => {
    await loginThroughForm(page, demo("staff@demo.parish"));
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "St. Mary Demo Parish" })).toBeVisible();
    await expect(page.getByText("You are currently enjoying a free trial of the product.")).toBeVisible();
    await expect(page.getByText("Your trial ends in 30 days")).toBeVisible();
    await expect(page.getByRole("link", { name: "Details" })).toHaveAttribute("href", "/billing/subscriptions");
  });

  for (const [email, path, who] of [
    ["school@demo.parish", "/religious-education", "a school user lands on religious education"],
    ["teacher@demo.parish", "/re/teacher/classes", "a teacher lands on the classes of the teacher area"],
    ["parent@demo.parish", "/re/parent", "a parent lands on the parent area"],
    ["admin@demo.parish", "/super-admin", "an admin lands on super-admin"],
  ] as const) {
    test(who, async ({ page }) => {
      await login(page, demo(email));
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("main")).not.toBeEmpty();
    });
  }

  test("staff of St. Joseph see their own parish, not St. Mary", async ({ page }) => {
    await login(page, demo("staff@stjoseph.parish"));
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "St. Joseph Demo Parish" })).toBeVisible();
    await expect(page.getByText("St. Mary Demo Parish")).toHaveCount(0);
  });
});

test.describe("user menu", () => {
  const modules = ["Religious Education", "Baptisms", "Website", "Weddings", "Funerals", "Gift Store"];

  test("a school user sees only Religious Education and Baptisms of the modules, and Baptisms opens", async ({ page, church }) => {
    await login(page, await church.addUser(["SCHOOL_USER"]));
    await expect(page).toHaveURL("/religious-education");
    const menu = await openUserMenu(page);
    for (const name of ["Religious Education", "Baptisms", "Your Profile", "Billing", "Settings"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["Website", "Weddings", "Funerals", "Gift Store"]) await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await menu.getByRole("link", { name: "Baptisms", exact: true }).click();
    await expect(page).toHaveURL("/baptisms");
    await expect(page.getByRole("heading", { level: 1, name: "Baptisms" })).toBeVisible();
    // Their logo still leads home to religious education.
    await expect(page.getByRole("link", { name: "Parish Administration home" })).toHaveAttribute("href", "/religious-education");
  });

  test("church staff see every module", async ({ page, church }) => {
    await login(page, church.staff);
    await expect(page).toHaveURL("/dashboard");
    const menu = await openUserMenu(page);
    for (const name of [...modules, "Your Profile", "Billing", "Settings"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Your Profile" })).toHaveAttribute("href", "/settings/manage-profile");
  });
});

test.describe("FAQ", () => {
  test("every topic opens at its own address from the FAQ's topic links", async ({ page }) => {
    await page.goto("/faq");
    const topics = page.getByRole("navigation", { name: "FAQ topics" }).getByRole("link");
    const titles = (await topics.allTextContents()).map((t) => t.trim());
    expect(titles).toEqual(["Getting started", "Accounts and passwords", "Billing", "Religious education", "Website and new members", "Privacy and security"]);
    for (const title of titles) {
      await page.goto("/faq");
      await topics.getByText(title, { exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | FAQ | Parish Administration`);
    }
  });
});
