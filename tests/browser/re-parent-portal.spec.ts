import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, login, PASSWORD, test, uniqueEmail, type TestChurch } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

// Parents use the portal on their phones.
test.use({ viewport: { width: 390, height: 844 } });

/** A family of the test church: Patricia (portal parent) with Ada, registered this year in a class with a catechist, tuition due and her birth certificate missing. */
async function family(church: TestChurch) {
  const { f, db } = await app();
  const email = uniqueEmail("patricia");
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const teacher = await f.createTeacher({ churchId: church.id, firstname: "Grace", lastname: "Kim" });
  const schoolClass = await f.createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion", teacherId: teacher.id, meets: "Sundays 9:00 AM", location: "Room 102" });
  const mom = await f.createPortalParent({ churchId: church.id, firstname: "Patricia", lastname: "Okafor", email, password: PASSWORD });
  const ada = await f.createStudent({ churchId: church.id, firstname: "Ada", lastname: "Okafor", motherId: mom.id, dateOfBirth: new Date("2018-03-01") });
  const registration = await f.createRegistration({ churchId: church.id, studentId: ada.id, schoolClassId: schoolClass.id, schoolYearId: year.id, tuitionCents: 15000 });
  // Another family's child of the same church: never shown to Patricia.
  const other = await f.createParent({ churchId: church.id, firstname: "Rosa", lastname: "Diaz" });
  const carla = await f.createStudent({ churchId: church.id, firstname: "Carla", lastname: "Diaz", motherId: other.id });
  return { f, db, email, year, mom, ada, carla, registration, account: { email, password: PASSWORD } };
}

/** The sign-in link e-mailed to `email`, read from the development outbox. */
async function linkFromOutbox(page: Page, email: string) {
  await page.goto("/dev/outbox");
  await page.getByRole("listitem").filter({ hasText: `To ${email}` }).first().getByRole("link").click();
  return (await page.getByTestId("email-link").filter({ hasText: "/login/re/parent?token=" }).getAttribute("href"))!;
}

test.describe("parent portal", () => {
  test("signs in with an e-mailed link, sees the family's home, uploads a missing document that the office then sees", async ({ page, church }) => {
    test.slow(); // sign-in through the outbox, the portal, and the office's student page
    const fam = await family(church);

    await page.goto("/login/re/parent");
    await expect(page.getByRole("heading", { level: 1, name: "Parent sign-in" })).toBeVisible();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("E-mail").fill(fam.email.toUpperCase());
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we have sent a sign-in link" })).toContainText("expires in 30 minutes");

    const link = await linkFromOutbox(page, fam.email);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL("/re/parent");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Patricia" })).toBeVisible();
    const card = page.getByTestId("child-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: "Ada Okafor" })).toBeVisible();
    await expect(card).toContainText("Grade 2 First Communion");
    await expect(card).toContainText("Grace Kim");
    await expect(card).toContainText("Sundays 9:00 AM");
    await expect(card).toContainText("Room 102");
    await expect(card).toContainText("Preparing for: First Communion");
    await expect(card).toContainText("Due: $150.00");
    await expect(card).toContainText("Card payments are not available for this parish yet");
    await expect(page.getByTestId("todo")).toContainText("Pay $150.00 of tuition for Ada Okafor");
    await expect(page.getByTestId("todo")).toContainText("Send the birth certificate of Ada Okafor");
    await expect(page.getByText("Carla")).toHaveCount(0);
    await expectAccessible(page);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL("/login/re/parent?link=invalid");
    await expect(page.getByRole("alert")).toContainText("invalid, has expired or was already used");

    await page.goto(link.replace(/token=[^&]+/, "token=nope"));
    await page.getByLabel("E-mail").fill(fam.email);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we have sent a sign-in link" })).toBeVisible();
    await page.goto(await linkFromOutbox(page, fam.email));
    await expect(page).toHaveURL("/re/parent");

    // Upload the birth certificate (Ada is not baptized on record: only that one is asked).
    await page.getByRole("link", { name: "Upload the birth certificate of Ada Okafor" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Birth certificate for Ada Okafor" })).toBeVisible();
    await expect(page).toHaveTitle(/^Birth certificate for Ada Okafor \| /);
    await expectAccessible(page);
    await hydrated(page);
    // A file that is not a PDF is refused with the reason; nothing is stored.
    await page.getByLabel("File (PDF)").setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Only PDF files are accepted." })).toBeVisible();
    await page.getByLabel("File (PDF)").setInputFiles({ name: "ada-birth.pdf", mimeType: "application/pdf", buffer: await fam.f.makePdf("Birth certificate") });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL("/re/parent");
    await expect(toast(page, "Thank you! We received the birth certificate of Ada Okafor.")).toBeVisible();
    await expect(page.getByTestId("child-card")).toContainText("The office has every document it asks for.");
    expect(await fam.db.studentDocument.count({ where: { studentId: fam.ada.id, uploadedByParentId: fam.mom.id } })).toBe(1);

    // Another family's child: not found, inside the portal.
    const refused = await page.goto(`/re/parent/children/${fam.carla.id}/documents/birth-certificate`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Not Found!" })).toBeVisible();
    await expectAccessible(page);

    // The office sees it on the student's page.
    await page.context().clearCookies();
    await login(page, church.staff, { from: `/religious-education/students/${fam.ada.id}` });
    await expect(page.getByText("ada-birth.pdf")).toBeVisible();
    await expect(page.getByText("Uploaded by Patricia Okafor (parent) through the parent portal")).toBeVisible();
  });

  test("pays tuition in the local billing mode; the return page and the home say paid", async ({ page, church }) => {
    const fam = await family(church);
    await fam.f.connectStripeLocally(church.id);
    await login(page, fam.account);
    await expect(page).toHaveURL("/re/parent");
    await hydrated(page);
    await page.getByRole("button", { name: "Pay tuition ($150.00)" }).click();
    await expect(page).toHaveURL(/\/local-stripe\/checkout\/cs_local_/);
    await page.getByRole("button", { name: "Pay $150.00" }).click();
    await expect(page).toHaveURL(/\/re\/parent\/payments\/return\?session_id=cs_local_/);
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-state", "paid");
    await expect(page.getByRole("status")).toContainText("Thank you! Your payment of $150.00 for Ada Okafor was received.");
    await expectAccessible(page);
    // The same page with a made-up session: not paid.
    await page.goto("/re/parent/payments/return?session_id=cs_local_madeup");
    await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-state", "pending");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page.getByTestId("child-card")).toContainText("Paid in full");
    await expect(page.getByTestId("todo")).not.toContainText("Pay");
  });

  test("switches to Spanish and stays in Spanish after signing out and in again on another device; every page passes axe", async ({ page, church }) => {
    test.slow();
    const fam = await family(church);
    const blast = await fam.db.emailBlast.create({ data: { churchId: church.id, subject: "Retreat on Saturday", content: "Dear families,\n\nThe retreat is on Saturday at 9.", yearId: fam.year.id } });
    const { runBlast } = await import("~/modules/education/email/run-blast.server");
    await runBlast(church.id, blast.id);
    const next = await fam.f.createSchoolYear({ churchId: church.id, yearName: "2027-2028" });
    await fam.f.createRegistrationSettings({ churchId: church.id, schoolYearId: next.id });

    await login(page, fam.account);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Patricia" })).toBeVisible();
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenido/a, Patricia" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByTestId("child-card")).toContainText("Se prepara para: la Primera Comunión");
    await expect(page.getByTestId("child-card")).toContainText("Pendiente: $150.00");
    expect((await fam.db.parent.findUniqueOrThrow({ where: { id: fam.mom.id } })).locale).toBe("es");
    await expectAccessible(page);

    // Every page of the portal, in Spanish.
    await page.getByRole("link", { name: "Mensajes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mensajes" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Retreat on Saturday" }).click();
    await expect(page.getByText("The retreat is on Saturday at 9.")).toBeVisible();
    // Sent before she chose Spanish: shown as it was sent (English unsubscribe line).
    await expect(page.getByText(/You receive this e-mail as the parent of a student/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Cuenta" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cuenta" })).toBeVisible();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel("Teléfono celular").fill("(217) 555-0199");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(toast(page, "Sus datos se guardaron.")).toBeVisible();
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await expect(page.getByTestId("email-preference")).toContainText("Se dio de baja");
    expect((await fam.db.parent.findUniqueOrThrow({ where: { id: fam.mom.id } })).unsubscribedAt).not.toBeNull();
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByTestId("email-preference")).toContainText("Usted recibe los correos");
    await page.goto("/re/parent/register");
    await expect(page.getByRole("button", { name: "Inscribir para 2027-2028" })).toBeVisible();
    await expectAccessible(page);
    // Register for next year: the online registration opens in Spanish with the family filled in.
    await hydrated(page);
    await page.getByRole("button", { name: "Inscribir para 2027-2028" }).click();
    await expect(page).toHaveURL(/\/re\/family\?d=/);
    await expect(page.getByLabel("Nombre").first()).toHaveValue("Patricia");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/re/parent/payments/return");
    await expect(page.getByText("No se hizo ningún pago.")).toBeVisible();
    await expectAccessible(page);
    await page.goto("/re/parent/no-such-page");
    await expect(page.getByRole("heading", { name: "¡No encontrado!" })).toBeVisible();
    await expectAccessible(page);

    // Sign out, then on another device (no cookies): the e-mail and the portal are in Spanish.
    await page.goto("/re/parent");
    await hydrated(page);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL("/login/re/parent");
    await page.context().clearCookies();
    await page.goto("/login/re/parent");
    await hydrated(page);
    await page.getByLabel("E-mail").fill(fam.email);
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we have sent a sign-in link" })).toBeVisible();
    await page.goto("/dev/outbox");
    await expect(page.getByRole("listitem").filter({ hasText: `To ${fam.email}` }).first()).toContainText("Su enlace para entrar al portal de padres");
    await page.goto(await linkFromOutbox(page, fam.email));
    await expect(page.getByRole("heading", { level: 1, name: "Bienvenido/a, Patricia" })).toBeVisible();

    // The unsubscribe page in Spanish (its link's parent's language is checked by the integration tests:
    // the link is signed with the server's secret).
    await page.goto("/unsubscribe-parent?t=not-a-real-token&lng=es");
    await expect(page.getByRole("heading", { name: "Enlace no válido" })).toBeVisible();
    await expectAccessible(page);
  });
  test("staff invite a parent to the portal; the parent signs in from the e-mailed link", async ({ page, church }) => {
    const { f, db } = await app();
    const email = uniqueEmail("daniel");
    const dad = await f.createParent({ churchId: church.id, role: "FATHER", firstname: "Daniel", lastname: "Okafor", email });
    await f.createStudent({ churchId: church.id, firstname: "Ada", lastname: "Okafor", fatherId: dad.id });
    const noEmail = await f.createParent({ churchId: church.id, firstname: "Nadia", lastname: "Nomail" });

    await login(page, church.staff, { from: `/religious-education/parents/${noEmail.id}/edit` });
    await hydrated(page);
    await page.getByRole("button", { name: "Invite to portal" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This parent has no e-mail address." })).toBeVisible();

    await page.goto(`/religious-education/parents/${dad.id}/edit`);
    await expect(page.getByText("This parent has not used the parent portal yet.")).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Invite to portal" }).click();
    await expect(toast(page, `Portal invitation sent to ${email}`)).toBeVisible();
    expect((await db.parent.findUniqueOrThrow({ where: { id: dad.id } })).userId).not.toBeNull();

    const link = await linkFromOutbox(page, email);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Daniel" })).toBeVisible();
    await expect(page.getByTestId("child-card").getByRole("heading", { name: "Ada Okafor" })).toBeVisible();
  });
});
