// Per-test data for the browser tests: a fresh church with its users, written straight into the
// e2e database through the same factories the integration tests use.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type Page } from "@playwright/test";
import axe from "axe-core";

export const E2E_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "5499"}/parish`;
export const PASSWORD = "parish-demo";
export const DEMO_PASSWORD = "parish-demo";

// Before any app module is loaded: db.server reads DATABASE_URL when first used.
process.env.DATABASE_URL = E2E_DATABASE_URL;
// Files the factories store must land where the server reads them (playwright.config.ts's DATA_DIR).
process.env.DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..", ".data", process.env.E2E_PORT ? `e2e-${process.env.E2E_PORT}` : "e2e");
const app = async () => ({
  factories: await import("../../prisma/factories"),
  db: (await import("~/utils/db.server")).db,
});

export const unique = () => randomBytes(4).toString("hex");
export const uniqueEmail = (prefix = "user") => `${prefix}-${unique()}@e2e.test`;

type Account = { email: string; password: string };
export type TestChurch = {
  id: string;
  name: string;
  accountId: string;
  /** A ChurchUser (1210). */
  staff: Account;
  /** Another user of this church with the given roles. */
  addUser: (roles: ("CHURCH_USER" | "SCHOOL_USER" | "ADMIN" | "PARENT" | "TEACHER")[]) => Promise<Account>;
};

export const test = base.extend<{ church: TestChurch; js: boolean }, { database: void }>({
  database: [
    async ({}, use) => {
      await use();
      const { db } = await app();
      await db.$disconnect();
    },
    { scope: "worker", auto: true },
  ],
  church: async ({}, use) => {
    const { factories } = await app();
    const church = await factories.createChurch({ name: `E2E Parish ${unique()}` });
    const addUser: TestChurch["addUser"] = async (roles) => {
      const user = await factories.createUser({ churchId: church.id, roles, email: uniqueEmail(roles[0].toLowerCase().replace("_", "-")), password: PASSWORD });
      return { email: user.email, password: PASSWORD };
    };
    await use({ id: church.id, name: church.name, accountId: church.accountId, staff: await addUser(["CHURCH_USER"]), addUser });
  },
  js: async ({}, use, testInfo) => {
    await use(testInfo.project.name === "js");
  },
});

export { expect };

/**
 * Signs in and opens where sign-in lands (`from`: the page asked for, as /login?redirectTo= does).
 * The form's own POST is sent without first loading /login in the browser; the sign-in form itself
 * is tested through the page by login.spec.ts, landing.spec.ts and the others that use `loginThroughForm`.
 */
export async function login(page: Page, account: { email: string; password: string }, options: { from?: string } = {}) {
  if (options.from === "here") return loginThroughForm(page, account, options);
  const form = { user: account.email, pwd: account.password, ...(options.from ? { redirectTo: options.from } : {}) };
  const answer = await page.request.post("/login", { form, maxRedirects: 0 });
  const landing = answer.headers()["location"];
  expect(landing, `sign-in of ${account.email} (${answer.status()})`).toBeTruthy();
  await page.goto(landing);
}

/** Signs in through the form, like a person; resolves once the browser has left /login. */
export async function loginThroughForm(page: Page, account: { email: string; password: string }, options: { from?: string } = {}) {
  if (options.from !== "here") await page.goto(options.from ?? "/login");
  await hydrated(page);
  await page.getByLabel("Username").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Opens the user menu of the shell (a <details> element: works with and without JavaScript). */
export async function openUserMenu(page: Page) {
  const menu = page.locator("details", { has: page.getByLabel("User menu") });
  if ((await menu.getAttribute("open")) === null) await page.getByLabel("User menu").click();
  await expect(menu).toHaveAttribute("open", "");
  return menu;
}

/**
 * With JavaScript: waits until React has hydrated the page, so that clicks reach its handlers
 * instead of submitting the plain HTML form. (React Router's ScrollRestoration switches the
 * history to manual scrolling in an effect, i.e. after the first commit.) Without: nothing to wait for.
 */
export async function hydrated(page: Page) {
  if (test.info().project.name !== "js") return;
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
}

/**
 * axe-core on the page as it is now (with JavaScript: once hydrated): no serious or critical
 * violation. A soft assertion, so one test reports every screen that fails, not only the first.
 */
export async function expectAccessible(page: Page, screen = new URL(page.url()).pathname) {
  await hydrated(page);
  const violations = test.info().project.name === "js" ? await axeViolations(page) : await onRenderedCopy(page, axeViolations);
  const blocking = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}

/**
 * axe-core run in the page itself (injected through the DevTools protocol, so no CSP stands in the
 * way). @axe-core/playwright's builder took about 2.5 s a check here, most of it opening a fresh page
 * to assemble each run's results; this takes about 0.3 s. Only the violations are wanted: axe then
 * skips building the details of everything that passed.
 */
async function axeViolations(target: Page) {
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(axe.source);
  return target.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ["violations"] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
  });
}

/**
 * axe cannot finish in a page without JavaScript (it waits on timers, which never fire there), so
 * it reads a copy: the document as the browser rendered it without JavaScript (with whatever is
 * open), its scripts removed, served at the same address in a context with scripts on, so the
 * same styles apply.
 */
async function onRenderedCopy<T>(page: Page, run: (copy: Page) => Promise<T>) {
  // The page never ran its scripts (React Router would have switched scroll restoration to manual).
  expect(await page.evaluate(() => window.history.scrollRestoration)).toBe("auto");
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route((u) => u.href === url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(url);
    return await run(copy);
  } finally {
    await context.close();
  }
}
