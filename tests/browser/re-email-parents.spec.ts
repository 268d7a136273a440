import { expect, hydrated, login, test } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });

test("e-mail to a class's parents: counts, compose, live progress, the e-mail's unsubscribe headers, unsubscribe and subscribe again", async ({ page, church, browser, js }) => {
  test.setTimeout(90_000);
  const { f, db } = await app();
  const year = await f.createSchoolYear({ churchId: church.id, isCurrent: true });
  const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 2" });
  const email = `ana-${church.id}@e2e.test`;
  const ana = await f.createParent({ churchId: church.id, firstname: "Ana", lastname: "Ruiz" });
  await db.parent.update({ where: { id: ana.id }, data: { email } });
  const gone = await f.createParent({ churchId: church.id, firstname: "Gone", lastname: "Ruiz", role: "FATHER" });
  await db.parent.update({ where: { id: gone.id }, data: { email: `gone-${church.id}@e2e.test`, unsubscribedAt: new Date() } });
  const student = await f.createStudent({ churchId: church.id, firstname: "Sofía", lastname: "Ruiz", motherId: ana.id, fatherId: gone.id });
  await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });

  await login(page, church.staff, { from: `/religious-education/classes/${schoolClass.id}` });
  await page.getByRole("link", { name: "E-mail Parents" }).click();
  await expect(page.getByRole("status").filter({ hasText: "will receive it" })).toContainText("1 parent of Grade 2");
  await expect(page.getByRole("status").filter({ hasText: "will receive it" })).toContainText("1 unsubscribed parent is left out.");
  await hydrated(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Subject can't be empty!")).toBeVisible();
  await expect(page.getByText("Content can't be empty!")).toBeVisible();
  await page.getByLabel("Subject").fill("Retreat day");
  await page.getByLabel("Content").fill("Dear parents,\n\nThe retreat is on Saturday at 9 am.");
  await page.getByRole("button", { name: "Send" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Retreat day" })).toBeVisible();
  const tiles = page.getByRole("list", { name: "Delivery" });
  await expect(tiles.getByRole("listitem").filter({ hasText: "Sent" })).toContainText("1", { timeout: 30_000 });
  await expect(tiles.getByRole("listitem").filter({ hasText: "Skipped" })).toContainText("1");

  // The e-mail in the development outbox: its unsubscribe headers and link.
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: "parent-message" } });
  await page.goto(`/dev/outbox/${row.id}`);
  await expect(page.getByTestId("email-headers")).toContainText("List-Unsubscribe-Post");
  await expect(page.getByTestId("email-headers")).toContainText("List-Unsubscribe=One-Click");
  const link = (await page.getByTestId("email-link").filter({ hasText: "/unsubscribe-parent?t=" }).first().getAttribute("href"))!;

  const parent = await browser.newPage({ javaScriptEnabled: js });
  await parent.goto(new URL(link).pathname + new URL(link).search);
  await expect(parent.getByRole("heading", { name: "You have been unsubscribed." })).toBeVisible();
  await expect(parent.getByText(church.name)).toBeVisible();
  await expect(parent.getByText("You will miss critical emails from the Religious Education Program.")).toBeVisible();
  await hydrated(parent);
  await parent.getByRole("button", { name: "Subscribe" }).click();
  await expect(parent.getByRole("heading", { name: "You are subscribed again." })).toBeVisible();
  await parent.close();
  expect((await db.parent.findUniqueOrThrow({ where: { id: ana.id } })).unsubscribedAt).toBeNull();
});
