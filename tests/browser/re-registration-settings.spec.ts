import { expect, expectAccessible, hydrated, login, test, type TestChurch } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });

async function setUp(church: TestChurch) {
  const { f, db } = await app();
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2027-2028", isCurrent: true });
  const grade1 = await f.createSchoolClass({ churchId: church.id, className: "Grade 1" });
  const grade2 = await f.createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion" });
  return { f, db, year, grade1, grade2 };
}

test.describe("online registration, staff side", () => {
  test("staff set up a year's online registration, see the link and its QR code, print it and make a new link", async ({ page, church }) => {
    test.setTimeout(60_000);
    const { db, year } = await setUp(church);
    await login(page, church.staff, { from: "/religious-education/years" });
    await page.getByRole("link", { name: "Set up online registration of 2027-2028" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Online Registration 2027-2028" })).toBeVisible();
    await expect(page.getByText("No link yet")).toBeVisible();
    await expectAccessible(page);

    await hydrated(page);
    // A mistake first: what was typed comes back with the message.
    await page.getByLabel("Online registration is on", { exact: false }).check();
    await page.getByLabel("Opens on").fill("2027-08-10");
    await page.getByLabel("Closes on").fill("2027-08-01");
    await page.getByLabel("Tuition per child").fill("150");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The closing date cannot be before the opening date.")).toBeVisible();
    await expect(page.getByLabel("Tuition per child")).toHaveValue("150");

    await page.getByLabel("Opens on").fill("");
    await page.getByLabel("Closes on").fill("");
    await page.getByLabel("Sibling discount").fill("25");
    await page.getByLabel("Family maximum").fill("300");
    await page.getByLabel("Grade 2 First Communion").fill("200");
    await page.getByLabel("Safety class permission").uncheck();
    await page.getByLabel("Welcome message").fill("Welcome! Bienvenidos.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Online registration of 2027-2028 saved.")).toBeVisible();

    const settings = await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } });
    expect(settings).toMatchObject({ enabled: true, tuitionCents: 15000, siblingDiscountCents: 2500, familyMaxCents: 30000, askSafetyClassPermission: false, welcomeMessage: "Welcome! Bienvenidos." });
    const link = page.getByLabel("Public link");
    await expect(link).toHaveValue(new RegExp(`/${settings.publicId}/re$`));
    await expect(page.getByText("Open", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of the registration link" }).locator("svg")).toBeVisible();
    await expect(page.getByLabel("Grade 2 First Communion")).toHaveValue("200.00");
    await expectAccessible(page);

    await page.getByRole("link", { name: "Printable page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: church.name })).toBeVisible();
    await expect(page.getByText("Scan to register", { exact: true })).toBeVisible();
    await expect(page.getByText(`/${settings.publicId}/re`)).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of the registration link" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("link", { name: "Back to the settings" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to the settings" }).click();

    await page.locator("summary", { hasText: "Make a new link" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Make a new link?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Make a new link" }).click();
    await expect(page.getByText("A new link was made. The old link no longer works.")).toBeVisible();
    const renewed = await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } });
    expect(renewed.publicId).not.toBe(settings.publicId);
    await expect(page.getByLabel("Public link")).toHaveValue(new RegExp(`/${renewed.publicId}/re$`));
  });

  test("the office reviews online registrations: the home page's link, the filter, Accept and Refuse, parents told in their language", async ({ page, church }) => {
    test.setTimeout(60_000);
    const { f, db, year, grade1 } = await setUp(church);
    const madre = await f.createParent({ churchId: church.id, firstname: "María", lastname: "Soto", role: "MOTHER", email: `maria-${church.id}@e2e.test` });
    await db.parent.update({ where: { id: madre.id }, data: { locale: "es" } });
    const online = async (firstname: string) => {
      const student = await f.createStudent({ churchId: church.id, firstname, lastname: "Soto", motherId: madre.id });
      const r = await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: grade1.id, schoolYearId: year.id, tuitionCents: 15000 });
      return db.registration.update({ where: { id: r.id }, data: { source: "ONLINE", review: "PENDING" } });
    };
    const ana = await online("Ana");
    const beto = await online("Beto");
    const office = await f.createStudent({ churchId: church.id, firstname: "Carla", lastname: "Office" });
    await f.createRegistration({ churchId: church.id, studentId: office.id, schoolClassId: grade1.id, schoolYearId: year.id });

    await login(page, church.staff, { from: "/religious-education" });
    await page.getByRole("link", { name: "Online registrations to review: 2" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Registrations" })).toBeVisible();
    await expect(page.getByLabel("Online", { exact: true })).toHaveValue("review");
    await expect(page.getByRole("row")).toHaveCount(3);
    const anaRow = page.getByRole("row", { name: /Ana Soto/ });
    await expect(anaRow).toContainText("Online");
    await expect(anaRow).toContainText("To review");
    await expect(page.getByRole("row", { name: /Carla Office/ })).toHaveCount(0);
    await expectAccessible(page);

    await hydrated(page);
    await anaRow.getByRole("button", { name: "Accept the registration of Ana Soto" }).click();
    await expect(page.getByText("Ana Soto's registration was accepted. The parents were told (1 e-mail).")).toBeVisible();
    await expect(page.getByRole("row", { name: /Ana Soto/ })).toHaveCount(0);
    expect((await db.registration.findUniqueOrThrow({ where: { id: ana.id } })).review).toBe("ACCEPTED");

    const betoRow = page.getByRole("row", { name: /Beto Soto/ });
    await betoRow.locator("summary", { hasText: "Refuse" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Refuse Beto Soto's registration?" });
    await dialog.getByLabel("Message to the parents (optional)").fill("Grade 1 is full.");
    await dialog.getByRole("button", { name: "Refuse" }).click();
    await expect(page.getByText("Beto Soto's online registration was refused and removed. The parents were told (1 e-mail).")).toBeVisible();
    expect(await db.registration.count({ where: { id: beto.id } })).toBe(0);
    await expect(page.getByText("No registrations match these filters.")).toBeVisible();

    const mails = await db.emailOutbox.findMany({ where: { churchId: church.id, template: "online-registration-review" }, orderBy: { createdAt: "asc" } });
    expect(mails.map((m) => m.subject)).toEqual(["La inscripción de Ana Soto está confirmada", "Sobre la inscripción de Beto Soto"]);
    expect(mails[1].textBody).toContain("Mensaje de la oficina:\n\nGrade 1 is full.");
  });

  test("the edit page of an online registration: who is told, Move to another class and accept; refusing one with a payment says to refund first", async ({ page, church }) => {
    const { f, db, year, grade1 } = await setUp(church);
    const grade3 = await f.createSchoolClass({ churchId: church.id, className: "Grade 3" });
    const father = await f.createParent({ churchId: church.id, firstname: "Luis", lastname: "Vega", role: "FATHER", email: `luis-${church.id}@e2e.test` });
    const student = await f.createStudent({ churchId: church.id, firstname: "Pablo", lastname: "Vega", fatherId: father.id });
    const made = await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: grade1.id, schoolYearId: year.id, tuitionCents: 15000 });
    const r = await db.registration.update({ where: { id: made.id }, data: { source: "ONLINE", review: "PENDING" } });
    const other = await f.createStudent({ churchId: church.id, firstname: "Rosa", lastname: "Vega", fatherId: father.id });
    const paidOne = await f.createRegistration({ churchId: church.id, studentId: other.id, schoolClassId: grade1.id, schoolYearId: year.id, tuitionCents: 15000 });
    await db.registration.update({ where: { id: paidOne.id }, data: { source: "ONLINE", review: "PENDING" } });
    await db.tuitionPayment.create({ data: { churchId: church.id, registrationId: paidOne.id, amountCents: 15000, method: "cash", paidAt: new Date() } });

    await login(page, church.staff, { from: `/religious-education/registrations/${paidOne.id}/edit` });
    await expect(page.getByRole("heading", { name: /Online registration/ })).toBeVisible();
    await hydrated(page);
    await page.locator("summary", { hasText: "Refuse" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Refuse" }).click();
    await expect(page.getByText("This registration has tuition payments. Refund them first (Tuition page), then refuse it.")).toBeVisible();
    expect(await db.registration.count({ where: { id: paidOne.id } })).toBe(1);

    await page.goto(`/religious-education/registrations/${r.id}/edit`);
    await expect(page.getByText("Told by e-mail: Luis Vega (English).")).toBeVisible();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Move to class").selectOption({ label: "Grade 3" });
    await page.getByRole("button", { name: "Move and accept" }).click();
    await expect(page.getByText("Pablo Vega was moved to Grade 3 and the registration accepted. The parents were told (1 e-mail).")).toBeVisible();
    expect(await db.registration.findUniqueOrThrow({ where: { id: r.id } })).toMatchObject({ schoolClassId: grade3.id, review: "ACCEPTED" });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { churchId: church.id, template: "online-registration-review" } });
    expect(mail.subject).toBe("Pablo Vega's registration is confirmed in Grade 3");
  });

  test("the settings page and the review list fit a phone", async ({ page, church }) => {
    const { f, db, year, grade1 } = await setUp(church);
    await f.createRegistrationSettings({ churchId: church.id, schoolYearId: year.id, tuitionCents: 15000 });
    const student = await f.createStudent({ churchId: church.id, firstname: "Ana", lastname: "Soto" });
    const r = await f.createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: grade1.id, schoolYearId: year.id });
    await db.registration.update({ where: { id: r.id }, data: { source: "ONLINE", review: "PENDING" } });
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, church.staff, { from: `/religious-education/years/${year.id}/registration` });
    await expect(page.getByLabel("Public link")).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("settings-phone.png"), fullPage: true });
    await expectAccessible(page);
    await page.goto(`/religious-education/registrations?year=${year.id}&online=review`);
    await expect(page.getByRole("row", { name: /Ana Soto/ })).toContainText("To review");
    await expectAccessible(page);
  });
});
