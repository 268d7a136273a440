// axe-core on every screen that exists: no serious or critical violation.
// Every new screen is added to SIGNED_IN (or to PUBLIC) when it is built. With JavaScript every
// screen is checked; without, the screens marked `scripted` (their markup differs without
// JavaScript: fields shown with notes, pickers without their search, the login's forgot button).
// Every other screen is the same server-rendered document either way, so one check covers both.
// Screens made by one component for two lists (teachers and volunteers) or one view in several
// places (not found, being prepared) are checked once each.
import type { Cookie, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, hydrated, login, openUserMenu, test } from "./fixtures";

const RE = "/religious-education";

/** Something opened on a screen before checking it again: the user menu, or a <details> by its summary's text. */
type Open = "user menu" | { summary: string };

type Screen = {
  /** The path, or where a person finds it: the first link on `list` whose href matches `link`. */
  path: string | { list: string; link: RegExp };
  /** The expected status (200 unless said). */
  status?: number;
  /** Also checked with each of these opened, one at a time. */
  open?: Open[];
  /** Pages reached from this one by their links (the first whose href matches), checked the same way. */
  then?: { link: RegExp; open?: Open[] }[];
  /** Renders differently without JavaScript: checked without it too. */
  scripted?: true;
};

type Role = "staff" | "school" | "teacher" | "parent" | "admin";

const link = (list: string, href: RegExp, more: Omit<Screen, "path"> = {}): Screen => ({ path: { list, link: href }, ...more });

/** Every signed-in screen, in groups: each group is one test that signs in once with its role's demo login (README). */
const SIGNED_IN: { group: string; role: Role; screens: Screen[] }[] = [
  {
    group: "church staff",
    role: "staff",
    screens: [
      { path: "/dashboard", open: ["user menu"] },
      { path: "/dashboard/video-training" },
      { path: "/settings" },
      { path: "/settings/manage-profile" },
      { path: "/search?q=mar" },
      { path: "/social-media" },
      { path: "/how-to" },
      { path: "/gift-store" },
      // The spec's placeholders (donor management, sacramental records, profile) show one view, 'being prepared'.
      { path: "/donor-management" },
    ],
  },
  {
    group: "baptisms and staff",
    role: "staff",
    screens: [
      { path: "/baptisms" },
      { path: "/baptisms/add-baptism" },
      // A celebrated baptism of the demo (found by the search box): the register, its document cards and both delete dialogs.
      link("/search?q=owen%20murray", /^\/baptisms\/c[a-z0-9]+$/, { open: [{ summary: "Delete Baptism" }, { summary: "Delete" }] }),
      { path: "/baptisms/dates" },
      { path: "/baptisms/dates/add" },
      { path: "/baptisms/reports/notes-report" },
      { path: "/settings/staff" },
    ],
  },
  {
    group: "funerals",
    role: "staff",
    screens: [
      { path: "/funerals" },
      { path: "/funerals/add" },
      // A funeral of the demo (found by the search box): its page of facts and the delete dialog.
      link("/search?q=eleanor%20fitzgerald", /^\/funerals\/c[a-z0-9]+$/, { open: [{ summary: "Delete Funeral" }] }),
      { path: "/funerals/reports/notes" },
    ],
  },
  {
    group: "weddings",
    role: "staff",
    screens: [
      // The list with the sidebar's priest selection and the group badges.
      { path: "/weddings" },
      { path: "/weddings/add-wedding" },
      // A demo wedding (found by the search box): the detail with its approvals and the delete dialog.
      link("/search?q=okafor", /^\/weddings\/wedding\/c[a-z0-9]+$/, { open: [{ summary: "Delete Wedding" }] }),
      { path: "/weddings/domicile-permissions" },
      { path: "/weddings/fees-report" },
      { path: "/weddings/priests" },
    ],
  },
  {
    group: "website",
    role: "staff",
    screens: [
      { path: "/website" },
      { path: "/website/events/add" },
      link("/website", /^\/website\/events\/c[a-z0-9]+\/edit$/, { open: [{ summary: "Delete Event" }] }),
      { path: "/website/homepage" },
      // The public homepage, reached by its address on the Homepage screen.
      link("/website/homepage", /^\/c[a-z0-9]+\/website$/),
      { path: "/website/sponsors" },
      { path: "/website/sponsors/add" },
      link("/website/sponsors", /^\/website\/sponsors\/c[a-z0-9]+\/edit$/),
    ],
  },
  {
    group: "website forms",
    role: "staff",
    screens: [
      { path: "/website/public-forms" },
      // The public form itself, by the address the office copies (its head-of-household boxes differ without JavaScript).
      link("/website/public-forms", /^\/c[a-z0-9]+\/forms\/new-member$/, { scripted: true }),
      { path: "/website/public-forms/households", then: [{ link: /^\/website\/public-forms\/households\/c[a-z0-9]+$/ }] },
      link("/website/public-forms", /^\/website\/public-forms\/households\/c[a-z0-9]+$/, { then: [{ link: /^\/website\/public-forms\/members\/c[a-z0-9]+$/ }] }),
      { path: "/website/public-forms/settings" },
      { path: "/website/public-forms/qr-code" },
    ],
  },
  {
    group: "billing and tuition",
    role: "staff",
    screens: [
      { path: "/billing/subscriptions" },
      { path: `${RE}/payments` },
      // A registration's tuition: what is due, its payments, Pay tuition and recording a payment by hand.
      link(`${RE}/registrations`, /^\/religious-education\/registrations\/[^/?]+\/payments$/),
    ],
  },
  {
    group: "religious education lists",
    role: "school",
    screens: [
      { path: RE, open: ["user menu"] },
      { path: `${RE}/reports` },
      { path: `${RE}/training` },
      { path: `${RE}/email-parents` },
      // A report: filters, Print and Download, check and cross marks with their words (the Print button needs JavaScript).
      { path: `${RE}/reports/missing-docs`, scripted: true },
      { path: `${RE}/no-such-page`, status: 404 },
      { path: `${RE}/students` },
      { path: `${RE}/parents` },
      { path: `${RE}/teachers` },
      { path: `${RE}/sponsors` },
      { path: `${RE}/classes` },
      { path: `${RE}/registrations` },
      { path: `${RE}/years` },
      // Print shows once scripts run (a report's toolbar).
      { path: `${RE}/attendance`, scripted: true },
    ],
  },
  {
    group: "religious education add pages",
    role: "school",
    screens: ["students", "parents", "teachers", "sponsors", "classes", "registrations", "years"].map((list) => ({
      path: `${RE}/${list}/add`,
      ...(["students", "sponsors", "classes", "registrations"].includes(list) ? { scripted: true as const } : {}),
    })),
  },
  {
    group: "religious education records",
    role: "school",
    screens: [
      link(`${RE}/students`, /^\/religious-education\/students\/(?!add$)[^/?]+$/, { open: [{ summary: "Edit" }], then: [{ link: /^\/religious-education\/students\/[^/?]+\/edit\?/ }, { link: /^\/religious-education\/students\/[^/?]+\/edit-sacraments\?/ }], scripted: true }),
      link(`${RE}/parents`, /^\/religious-education\/parents\/[^/?]+\/edit/, { scripted: true }),
      link(`${RE}/teachers`, /^\/religious-education\/teachers\/[^/?]+\/edit/),
      // Monica Reyes-Santos has documents on file: their cards, and both delete dialogs.
      link(`${RE}/sponsors?q=Reyes`, /^\/religious-education\/sponsors\/[^/?]+\/edit/, { open: [{ summary: "Delete Sponsor" }, { summary: "Delete" }], scripted: true }),
      link(`${RE}/classes`, /^\/religious-education\/classes\/(?!add\b)[^/?]+(\?year=[^&]+)?$/, { then: [{ link: /^\/religious-education\/classes\/[^/?]+\/edit\?/ }, { link: /^\/religious-education\/classes\/[^/?]+\/certificates\?/ }], scripted: true }),
      link(`${RE}/registrations`, /^\/religious-education\/registrations\/[^/?]+\/edit/, { open: [{ summary: "Delete" }] }),
      link(`${RE}/years`, /^\/religious-education\/years\/[^/?]+\/edit/),
    ],
  },
  {
    group: "teacher",
    role: "teacher",
    screens: [
      { path: "/re/teacher", open: ["user menu"] },
      { path: "/re/teacher/classes/grade-2-first-communion?table=parent-contact-info" },
      { path: "/re/teacher/reports/attendance" },
    ],
  },
  // The parent portal has its own frame (no user menu): Home, Messages, Account and Sign out in its nav.
  { group: "parent", role: "parent", screens: [{ path: "/re/parent" }, { path: "/re/parent/messages" }, { path: "/re/parent/account" }] },
  {
    group: "super-admin",
    role: "admin",
    screens: [
      { path: "/super-admin", open: ["user menu"] },
      { path: "/super-admin/trials" },
      { path: "/super-admin/churches", then: [{ link: /^\/super-admin\/churches\/c[a-z0-9]+$/ }] },
      { path: "/super-admin/users", then: [{ link: /^\/super-admin\/users\/c[a-z0-9]+$/ }] },
      { path: "/super-admin/products", then: [{ link: /^\/super-admin\/products\/c[a-z0-9]+\/edit$/, open: [{ summary: "Delete Product" }] }] },
      { path: "/super-admin/products/add" },
      { path: "/super-admin/trainings", then: [{ link: /^\/super-admin\/trainings\/c[a-z0-9]+\/edit$/ }] },
      { path: "/super-admin/trainings/add" },
    ],
  },
];

const PUBLIC: Screen[] = [
  { path: "/login", scripted: true },
  { path: "/register" },
  { path: "/forgotten-password" },
  { path: "/login/re/teacher" },
  { path: "/login/re/parent" },
  { path: "/reset-password?token=not-a-real-token", status: 400 },
  { path: "/privacy-policy" },
  { path: "/terms-of-service" },
  { path: "/faq" },
  { path: "/faq/billing" },
  { path: "/contact" },
  { path: "/unauthorized" },
  { path: "/no-such-page", status: 404 },
  { path: "/no-such-church/forms/new-member", status: 400 },
  { path: "/admin-register?token=not-a-real-token", status: 400 },
  { path: "/sign-registration?t=not-a-real-token", status: 400 },
  { path: "/unsubscribe-parent?t=not-a-real-token", status: 400 },
];

/** The href of the first link in the page's main content that matches. */
async function firstLink(page: Page, href: RegExp) {
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const found = hrefs.find((h) => href.test(h));
  expect(found, `a link like ${href} on ${page.url()}`).toBeTruthy();
  return found!;
}

function disclosure(page: Page, what: Exclude<Open, "user menu">) {
  return page
    .locator("details")
    .filter({ has: page.locator("summary").filter({ hasText: new RegExp(`^\\s*${what.summary}\\s*$`) }) })
    .first();
}

async function check(page: Page, screen: Screen) {
  if (typeof screen.path !== "string") await page.goto(screen.path.list);
  const path = typeof screen.path === "string" ? screen.path : await firstLink(page, screen.path.link);
  const response = await page.goto(path);
  expect.soft(response?.status(), `status of ${path}`).toBe(screen.status ?? 200);
  await expectAccessible(page, path);
  for (const what of screen.open ?? []) {
    // One thing open at a time: open, check, close.
    if (what === "user menu") {
      const menu = await openUserMenu(page);
      await expectAccessible(page, `${path} with the user menu open`);
      await menu.locator("summary").click();
      await expect(menu).not.toHaveAttribute("open");
      continue;
    }
    const details = disclosure(page, what);
    await details.locator("summary").first().click();
    await expect(details).toHaveAttribute("open", "");
    await expectAccessible(page, `${path} with ${what.summary} open`);
    await details.evaluate((d) => d.removeAttribute("open"));
  }
  for (const next of screen.then ?? []) {
    await page.goto(path);
    await check(page, { path: await firstLink(page, next.link), open: next.open });
  }
}

/** How many checks a screen makes: itself, each thing opened, each page reached from it. */
const checks = (screen: Screen): number => 1 + (screen.open?.length ?? 0) + (screen.then ?? []).reduce((n, t) => n + 1 + (t.open?.length ?? 0), 0);

// A few checks a test, so that both workers share the work and one slow screen cannot time out a whole group.
const PER_TEST = 4;
const weight = (screens: Screen[]) => screens.reduce((n, s) => n + checks(s), 0);
function inParts(screens: Screen[]) {
  const parts: Screen[][] = [];
  for (const screen of screens) {
    const last = parts.at(-1);
    if (last && weight(last) + checks(screen) <= PER_TEST) last.push(screen);
    else parts.push([screen]);
  }
  return parts;
}

/** A group's tests: its scripted screens (checked with and without JavaScript) apart from the others (with it only). */
function testsOf(screens: Screen[]) {
  const scripted = screens.filter((s) => s.scripted);
  const same = screens.filter((s) => !s.scripted);
  return [...inParts(scripted).map((some) => ({ some, tag: "" })), ...inParts(same).map((some) => ({ some, tag: " @js-only" }))];
}

// One sign-in per demo role and test process: the tests only read, so they share its session.
const sessions = new Map<Role, Cookie[]>();
async function signedInAs(page: Page, role: Role) {
  const cookies = sessions.get(role);
  if (cookies) return page.context().addCookies(cookies);
  await login(page, { email: `${role}@demo.parish`, password: DEMO_PASSWORD });
  sessions.set(role, await page.context().cookies());
}

for (const { group, role, screens } of SIGNED_IN) {
  testsOf(screens).forEach(({ some, tag }, i, all) => {
    const name = all.length > 1 ? `${group} (${i + 1} of ${all.length})` : group;
    test(`${name}: no serious or critical axe violation${tag}`, async ({ page }) => {
      test.setTimeout(60_000 + weight(some) * 20_000);
      await signedInAs(page, role);
      for (const screen of some) await check(page, screen);
    });
  });
}

testsOf(PUBLIC).forEach(({ some, tag }, i, all) => {
  test(`public screens (${i + 1} of ${all.length}): no serious or critical axe violation${tag}`, async ({ page }) => {
    test.setTimeout(60_000 + weight(some) * 20_000);
    for (const screen of some) await check(page, screen);
  });
});

test("the attendance wizard's list of students (step 2): no serious or critical axe violation @js-only", async ({ page }) => {
  // Reached as a person does: step 1 with the demo's first class.
  await login(page, { email: "school@demo.parish", password: DEMO_PASSWORD });
  await page.goto(`${RE}/add-attendance`);
  await hydrated(page);
  await page.getByLabel("Class", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Choose Students" })).toBeVisible();
  await expectAccessible(page, `${RE}/add-attendance, step 2`);
});

test("a reset request and a reset link: no serious or critical axe violation @js-only", async ({ page, church }) => {

  // The confirmation of a reset request, then the form of a real reset link from the outbox.
  await page.goto("/forgotten-password");
  await hydrated(page);
  await page.getByLabel("Username").fill(church.staff.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: `If an account exists for ${church.staff.email}` })).toBeVisible();
  await expectAccessible(page, "/forgotten-password, sent");
  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: `To ${church.staff.email}` }).getByRole("link").click();
  const href = new URL((await page.getByTestId("email-link").filter({ hasText: "/reset-password?token=" }).first().getAttribute("href"))!);
  await check(page, { path: href.pathname + href.search });
  await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
});

test("the shell on a phone, its menu button shown and the menu open: no serious or critical axe violation", async ({ page }) => {
  // The checks above run on a desktop screen, where the menu button is hidden (Lighthouse's mobile run found it).
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, "staff");
  await page.goto("/dashboard");
  await expectAccessible(page, "/dashboard on a phone");
  await page.getByRole("banner").locator("label[for=nav-toggle]").click();
  await expectAccessible(page, "/dashboard on a phone, menu open");
});
