import { randomBytes } from "node:crypto";
import { expect, hydrated, login, loginThroughForm, openUserMenu, test } from "./fixtures";

const app = async () => ({ db: (await import("~/utils/db.server")).db });
const unique = () => randomBytes(4).toString("hex");

test.describe("gift store, training library and super-admin", () => {
  test("the gift store shows the spec's three prices, the drop ship price at 1.75 x wholesale", async ({ page, church }) => {
    const { db } = await app();
    const name = `A Rosary ${unique()}`;
    await db.product.create({ data: { productName: name, churchWholesalePriceCents: 1000, suggestedRetailCents: 2499 } });
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, church.staff, { from: "/gift-store" });
    await expect(page.getByRole("heading", { level: 1, name: "Religious Gifts for Resale" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByRole("cell")).toHaveText([name, "$10", "$17.50", "$24.99"]);
    // On a phone the wholesale and drop ship prices are hidden (spec).
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(row.getByRole("cell", { name: "$17.50" })).toBeHidden();
    await expect(row.getByRole("cell", { name: "$24.99" })).toBeVisible();
  });

  test("the training library filters by module", async ({ page, church, js }) => {
    const { db } = await app();
    const wedding = `Wedding files ${unique()}`;
    const baptism = `Baptism dates ${unique()}`;
    await db.videoTraining.createMany({
      data: [
        { title: wedding, category: "Approvals", module: "WEDDINGS", videoUrl: "https://videos.example.com/w" },
        { title: baptism, category: "Scheduling", module: "BAPTISMS", videoUrl: "https://videos.example.com/b" },
      ],
    });
    await login(page, church.staff, { from: "/dashboard/video-training" });
    await expect(page.getByRole("heading", { level: 1, name: "Video Training Library" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(baptism) })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Module").selectOption({ label: "Weddings" });
    if (!js) await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/module=WEDDINGS/);
    await expect(page.getByRole("row", { name: new RegExp(wedding) }).getByRole("link", { name: `Watch ${wedding}` })).toHaveAttribute("href", "https://videos.example.com/w");
    await expect(page.getByRole("row", { name: new RegExp(baptism) })).toHaveCount(0);
  });

  test("a super-admin suspends a church: its staff cannot sign in until it is reactivated", async ({ page, church, browser }) => {
    test.setTimeout(60_000);
    const admin = await church.addUser(["ADMIN"]);
    const { db } = await app();
    const other = await db.church.create({ data: { name: `Suspended Parish ${unique()}`, accountId: String(Math.floor(20000000 + Math.random() * 70000000)) } });
    const { createUser } = await import("../../prisma/factories");
    const theirs = await createUser({ churchId: other.id, roles: ["CHURCH_USER"], email: `staff-${unique()}@e2e.test`, password: "parish-demo" });

    await login(page, admin, { from: "/super-admin/churches" });
    // Their user menu offers only what they may open: Super Admin and Logout, none of the parish's areas.
    const menu = await openUserMenu(page);
    await expect(menu.getByRole("link")).toHaveText(["Super Admin"]);
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByLabel("User menu").click();
    await page.getByRole("searchbox", { name: /Search churches/ }).fill(other.name);
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: `View ${other.name}` }).click();
    await hydrated(page);
    await page.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByText("Reason is required")).toBeVisible();
    await page.getByLabel("Reason").fill("Asked by the diocese");
    await page.getByRole("button", { name: "Suspend" }).click();
    await expect(page.getByText(`${other.name} is suspended; its users were signed out.`)).toBeVisible();
    await expect(page.getByText(/Suspended on .*: Asked by the diocese/)).toBeVisible();

    const visitor = await browser.newPage({ javaScriptEnabled: test.info().project.name === "js" });
    await visitor.goto("/login");
    await hydrated(visitor);
    await visitor.getByLabel("Username").fill(theirs.email);
    await visitor.getByLabel("Password").fill("parish-demo");
    await visitor.getByRole("button", { name: "Sign In" }).click();
    await expect(visitor.getByText("This parish's account is suspended. Please contact support.")).toBeVisible();

    await page.getByRole("button", { name: "Reactivate" }).click();
    await expect(page.getByText(`${other.name} is active again.`)).toBeVisible();
    await page.goto("/super-admin");
    await expect(page.getByRole("row", { name: new RegExp(`church suspended.*${other.name}`) })).toBeVisible();
    await loginThroughForm(visitor, { email: theirs.email, password: "parish-demo" });
    await expect(visitor).toHaveURL(/\/dashboard/);
    await visitor.close();
  });
});
