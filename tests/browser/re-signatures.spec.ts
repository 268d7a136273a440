import { expect, hydrated, login, test } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });

test("a parent signs a registration from the e-mailed link; the office sees who signed and when", async ({ page, church, browser, js }) => {
  test.setTimeout(60_000);
  const { f, db } = await app();
  const year = await f.createSchoolYear({ churchId: church.id, isCurrent: true });
  const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion" });
  const mother = await f.createParent({ churchId: church.id, firstname: "Ana", lastname: "Ruiz", role: "MOTHER" });
  const email = `ana-${church.id}@e2e.test`;
  await db.parent.update({ where: { id: mother.id }, data: { email } });
  const student = await f.createStudent({ churchId: church.id, firstname: "Sofía", lastname: "Ruiz", motherId: mother.id });
  const registration = await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });

  await login(page, church.staff, { from: `/religious-education/registrations/${registration.id}/edit` });
  await expect(page.getByText("Not signed yet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "E-mail Parents for Signature" }).click();
  await expect(page.getByText("Signature request sent to 1 parent.")).toBeVisible();
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: "signature-request" } });
  const link = /https?:\/\/\S+sign-registration\?t=[\w%-]+/.exec(mail.textBody)![0];

  const parent = await browser.newPage({ javaScriptEnabled: js });
  await parent.goto(new URL(link).pathname + new URL(link).search);
  await expect(parent.getByRole("heading", { name: "Registration of Sofía Ruiz" })).toBeVisible();
  await expect(parent.getByText("Grade 2 First Communion")).toBeVisible();
  await hydrated(parent);
  await parent.getByLabel("Your full name").fill("Ana Ruiz");
  await parent.getByLabel(/I agree/).check();
  await parent.getByRole("button", { name: "Sign" }).click();
  await expect(parent.getByText("Thank you: the registration is signed.")).toBeVisible();
  await expect(parent.getByText(/^Signed by Ana Ruiz on/)).toBeVisible();
  await parent.close();

  await page.reload();
  await expect(page.getByText(/Signed by Ana Ruiz \(.*\) on/)).toBeVisible();
});
