import { expect, hydrated, login, openUserMenu, test } from "./fixtures";

test.describe("the shell", () => {
  test("the sidebar opens its pages (with JavaScript, within the app), marks the current one, and Enter on a link opens it", async ({ page, church, js }) => {
    await login(page, church.staff, { from: "/religious-education/students" });
    await hydrated(page);
    // A page load would drop this mark; a navigation within the app keeps it.
    await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
    const mark = () => page.evaluate(() => (window as unknown as { mark?: number }).mark ?? null);
    const sidebar = page.getByRole("navigation", { name: "Sidebar" });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Students");

    await sidebar.getByRole("link", { name: "Parents", exact: true }).click();
    await expect(page).toHaveURL("/religious-education/parents");
    await expect(page.getByRole("heading", { level: 1, name: "Parents" })).toBeVisible();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Parents");
    expect(await mark()).toBe(js ? 1 : null);

    await sidebar.getByRole("link", { name: "Classes", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/religious-education/classes");
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Classes");

    const menu = await openUserMenu(page);
    await menu.getByRole("link", { name: "Your Profile" }).click();
    await expect(page).toHaveURL("/settings/manage-profile");
    await expect(page.locator("details", { has: page.getByLabel("User menu") })).not.toHaveAttribute("open", "");
    expect(await mark()).toBe(js ? 1 : null);
  });

  test("on a phone a wide table scrolls in its card, and the page itself never sideways", async ({ page, church }) => {
    const { createFuneral } = await import("../../prisma/factories");
    await createFuneral({ churchId: church.id, firstname: "Eleanor", middlename: "Rose", lastname: "Fitzgerald" });
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, church.staff, { from: "/funerals" });
    const table = page.getByRole("table", { name: /Upcoming funerals/ });
    await expect(table).toBeVisible();
    // The table is wider than the phone; its cells' visually hidden labels (View) stayed outside its
    // scrolling card and let the whole page scroll sideways.
    expect((await table.boundingBox())!.width).toBeGreaterThan(360);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
    expect(widths.page).toBe(widths.window);
  });

  test("on a phone, the menu closes once a page is chosen from it", async ({ page, church }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, church.staff, { from: "/religious-education/students" });
    await hydrated(page);
    const toggle = page.getByRole("checkbox", { name: "Open menu" });
    await page.locator("header").getByText("Open menu").locator("..").click();
    await expect(toggle).toBeChecked();
    await page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Parents", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Parents" })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    // The page is usable again: the user menu opens.
    await openUserMenu(page);
  });

  test("from the keyboard: the skip link goes to the page; on a phone Tab passes the closed menu, and Space opens it", async ({ page, church }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, church.staff, { from: "/religious-education/years" });
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("link", { name: "Add Year" })).toBeFocused();

    await page.goto("/religious-education/years");
    await hydrated(page);
    const toggle = page.getByRole("checkbox", { name: "Open menu" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    // Its focus shows on the menu button a person sees.
    const button = page.locator("header label[for='nav-toggle']");
    await expect(button).toHaveCSS("outline-style", "solid");
    // Closed, the menu's links are not Tab stops.
    await page.keyboard.press("Tab");
    await expect(page.locator("nav[aria-label='Sidebar']")).toBeHidden();
    await expect(page.locator(":focus")).toHaveCount(1);
    await expect(page.locator("nav[aria-label='Sidebar'] :focus")).toHaveCount(0);
    await page.keyboard.press("Shift+Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Sidebar" }).getByRole("link", { name: "Parish Administration home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/religious-education");
  });

  test("with JavaScript, Escape closes a menu, a dialog and the phone's menu, the focus back on what opened it; a click outside closes a menu @js-only", async ({ page, church }) => {
    const { createStudent, createSponsor } = await import("../../prisma/factories");
    const student = await createStudent({ churchId: church.id, firstname: "Esc", lastname: "Apeson" });
    const sponsor = await createSponsor({ churchId: church.id, firstname: "Dia", lastname: "Logson" });
    await login(page, church.staff, { from: `/religious-education/students/${student.id}` });
    await hydrated(page);
    // The user menu: Escape, then a click outside.
    const userMenu = await openUserMenu(page);
    await page.keyboard.press("Escape");
    await expect(userMenu).not.toHaveAttribute("open");
    await expect(page.getByLabel("User menu")).toBeFocused();
    await openUserMenu(page);
    await page.getByRole("heading", { level: 1, name: "Esc Apeson" }).click();
    await expect(userMenu).not.toHaveAttribute("open");
    // The student's Edit menu, from the keyboard: Escape from a link inside it.
    const edit = page.locator("details", { has: page.locator("summary", { hasText: "Edit" }) }).first();
    await edit.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(edit).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Edit Full Record" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(edit).not.toHaveAttribute("open");
    await expect(edit.locator("summary")).toBeFocused();
    // A delete dialog: Escape leaves it, nothing deleted.
    await page.goto(`/religious-education/sponsors/${sponsor.id}/edit`);
    await hydrated(page);
    await page.getByText("Delete Sponsor", { exact: true }).first().click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Logson");
    // Its Cancel does the same: closed, the focus back on the button that opened it.
    const opener = page.locator("summary", { hasText: "Delete Sponsor" });
    await opener.click();
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The phone's menu.
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole("checkbox", { name: "Open menu" });
    await page.locator("header label[for='nav-toggle']").click();
    await expect(toggle).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeFocused();
  });

  test("a reload keeps the page where it was scrolled to; opening the page anew starts at its top", async ({ page, church }) => {
    await page.setViewportSize({ width: 390, height: 300 });
    await login(page, church.staff, { from: "/religious-education" });
    await hydrated(page);
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(scrolled).toBe(250);
    await page.reload();
    await hydrated(page);
    await expect.poll(scrolled).toBe(250);
    // Opened again from another page (a new entry in the tab's history): at its top.
    await page.goto("/religious-education/students");
    await page.goto("/religious-education");
    await hydrated(page);
    expect(await scrolled()).toBe(0);
  });

  test("a page carries its security policies and its built scripts only nosniff, compressed by the build", async ({ page }) => {
    const response = await page.request.get("/login");
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    const script = (await response.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script, "a built script in the page").toBeTruthy();
    const asset = await page.request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers()["content-security-policy"]).toBeUndefined();
    expect(asset.headers()["cache-control"]).toContain("immutable");
    // Compressed by the build (vite.config's precompressAssets), not on each request.
    expect(asset.headers()["content-encoding"]).toBe("br");
    // The icon a browser asks for where a page names none (a PDF opened in a tab).
    const icon = await page.request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});
