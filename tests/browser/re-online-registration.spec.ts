import type { Locator, Page } from "@playwright/test";
import { formatMoneyIn } from "~/utils/i18n";
import { expect, expectAccessible, hydrated, test, uniqueEmail, type TestChurch } from "./fixtures";

const app = async () => ({ f: await import("../../prisma/factories"), db: (await import("~/utils/db.server")).db });

test.use({ viewport: { width: 390, height: 844 } });

/** An open year with two classes by age, tuition 100.00, a 25.00 sibling discount; the start counter of this machine cleared. */
async function openYear(church: TestChurch) {
  const { f, db } = await app();
  await db.rateLimit.deleteMany({ where: { key: { startsWith: "registration-start:" } } });
  const year = await f.createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const grade2 = await f.createSchoolClass({ churchId: church.id, className: "Grade 2", meets: "Sundays 9:00 AM" });
  const grade5 = await f.createSchoolClass({ churchId: church.id, className: "Grade 5" });
  await db.schoolClass.update({ where: { id: grade2.id }, data: { minAge: 7, maxAge: 8 } });
  await db.schoolClass.update({ where: { id: grade5.id }, data: { minAge: 10, maxAge: 11 } });
  const settings = await f.createRegistrationSettings({ churchId: church.id, schoolYearId: year.id, tuitionCents: 10_000, siblingDiscountCents: 2_500, welcomeMessage: "Welcome, families of St. Mary!" });
  return { publicId: settings.publicId, yearId: year.id, grade2, grade5 };
}

const next = (page: Page) => page.getByRole("button", { name: "Siguiente", exact: true }).last();

async function fillChild(scope: Locator, child: { first: string; born: string; gender: string; baptism: string; church?: string }) {
  await scope.getByLabel("Nombre", { exact: true }).fill(child.first);
  await scope.getByLabel("Apellido", { exact: true }).fill("Lopez");
  await scope.getByLabel("Fecha de nacimiento").fill(child.born);
  await scope.getByRole("group", { name: "Sexo" }).getByLabel(child.gender).check();
  await scope.getByRole("group", { name: "Bautismo" }).getByLabel(child.baptism).check();
  if (child.church) await scope.getByLabel("Iglesia del bautismo").fill(child.church);
  await scope.getByRole("group", { name: "¿Recibió la Primera Comunión?" }).getByLabel("No").check();
  await scope.getByRole("group", { name: "¿Recibió la Confirmación?" }).getByLabel("No").check();
}

test.describe("public registration", () => {
  test("a family registers two children in Spanish on a phone, from the language switch to the confirmation e-mail", async ({ page, church }) => {
    test.slow(); // seven pages, axe on each
    const { publicId } = await openYear(church);
    const email = uniqueEmail("familia");

    await page.goto(`/${publicId}/re`);
    await expect(page.getByRole("heading", { level: 1, name: "Religious education registration" })).toBeVisible();
    await expect(page.getByText("Welcome, families of St. Mary!")).toBeVisible();
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inscripción de catequesis" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectAccessible(page, "start");
    await hydrated(page);
    await page.getByRole("button", { name: "Comenzar" }).click();

    // The family.
    await expect(page.getByRole("heading", { level: 1, name: "Su familia" })).toBeVisible();
    await expect(page.getByText("Paso 1 de 5")).toBeVisible();
    await expectAccessible(page, "family");
    const parent = page.getByRole("group", { name: "Padre, madre o tutor 1" });
    await parent.getByLabel("Parentesco").selectOption("MOTHER");
    await parent.getByLabel("Nombre", { exact: true }).fill("María");
    await parent.getByLabel("Apellido", { exact: true }).fill("Lopez");
    // A mistake first: the page says what is wrong, in Spanish, and keeps what was typed.
    await parent.getByLabel("Correo electrónico", { exact: true }).fill("maria-at-example");
    await page.getByLabel("Dirección", { exact: true }).fill("12 Oak Street");
    await page.getByLabel("Ciudad").fill("Springfield");
    await page.getByLabel("Estado").fill("IL");
    await page.getByLabel("Código postal").fill("62704");
    await next(page).click();
    await expect(page.getByText("Escriba un correo electrónico válido")).toBeVisible();
    await expect(parent.getByLabel("Nombre", { exact: true })).toHaveValue("María");
    await expectAccessible(page, "family with errors");
    await parent.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await parent.getByLabel("Celular (opcional)").fill("(217) 555-0100");
    await next(page).click();

    // Two children: the second added with the button (no JavaScript needed).
    await expect(page.getByRole("heading", { level: 1, name: "Sus hijos" })).toBeVisible();
    await fillChild(page.getByRole("group", { name: "Niño 1" }), { first: "Ana", born: "2018-10-02", gender: "Niña", baptism: "Bautizado católico", church: "St. Anne" });
    await page.getByRole("button", { name: "Agregar otro niño" }).click();
    await expect(page.getByRole("group", { name: "Niño 2" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Niño 1" }).getByLabel("Nombre", { exact: true })).toHaveValue("Ana");
    await fillChild(page.getByRole("group", { name: "Niño 2" }), { first: "Luis", born: "2015-03-20", gender: "Niño", baptism: "No bautizado" });
    await expectAccessible(page, "children");
    await next(page).click();

    // Classes: the class for each child's age is suggested.
    await expect(page.getByRole("heading", { level: 1, name: "Clases" })).toBeVisible();
    await expectAccessible(page, "classes");
    const ana = page.locator(".card", { has: page.getByRole("heading", { name: "Ana Lopez" }) });
    const luis = page.locator(".card", { has: page.getByRole("heading", { name: "Luis Lopez" }) });
    await expect(ana.getByText("Edad al 1 de septiembre: 7")).toBeVisible();
    await ana.getByRole("group", { name: "Sugeridas para esta edad" }).getByRole("radio", { name: /Grade 2/ }).check();
    await luis.getByRole("group", { name: "Sugeridas para esta edad" }).getByRole("radio", { name: /Grade 5/ }).check();
    await next(page).click();

    // Permissions.
    await expect(page.getByRole("heading", { level: 1, name: "Permisos" })).toBeVisible();
    await expectAccessible(page, "permissions");
    for (const group of await page.getByRole("group").all()) await group.getByLabel("Sí").check();
    await next(page).click();

    // Review: the total after the sibling discount (100.00 + 75.00), in Spanish formatting.
    await expect(page.getByRole("heading", { level: 1, name: "Revisar y firmar" })).toBeVisible();
    await expect(page.getByTestId("review-total")).toHaveText(formatMoneyIn("es", 17_500));
    await expectAccessible(page, "review");
    // Without the signature: refused, in Spanish.
    await page.getByRole("button", { name: "Enviar inscripción" }).click();
    await expect(page.getByText("Este campo es obligatorio")).toBeVisible();
    await page.getByLabel("Escriba su nombre completo para firmar").fill("María Lopez");
    await page.getByLabel("Acepto").check();
    await page.getByRole("button", { name: "Enviar inscripción" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "¡Gracias! Su inscripción fue enviada." })).toBeVisible();
    await expect(page.getByTestId("done-total")).toHaveText(`Cuota total: ${formatMoneyIn("es", 17_500)}`);
    await expect(page.getByText(`Enviamos un correo de confirmación a ${email}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Entrar al portal de padres" })).toHaveAttribute("href", "/login/re/parent");
    await expectAccessible(page, "done");
    // A reload of the done page registers nothing more.
    await page.reload();
    const { db } = await app();
    expect(await db.registration.count({ where: { churchId: church.id } })).toBe(2);

    await page.goto("/dev/outbox");
    const item = page.getByRole("listitem").filter({ hasText: `To ${email}` });
    await expect(item.getByRole("link", { name: `Inscripción recibida: ${church.name}` })).toBeVisible();
    await item.getByRole("link").click();
    await expect(page.getByText("Ana Lopez: Grade 2")).toBeVisible();
    await expect(page.getByText("Luis Lopez: Grade 5")).toBeVisible();
  });

  test("a family filled in ahead (the portal's start) signs, sends, and pays one child's tuition in local mode; the page says paid from the database", async ({ page, church }) => {
    const { db } = await app();
    const { startRegistrationDraft } = await import("~/modules/education/online-registration/draft.server");
    const { publicId, yearId, grade2, grade5 } = await openYear(church);
    await db.church.update({ where: { id: church.id }, data: { stripeConnectAccountId: `acct_local_${church.id}`, connectChargesEnabled: true } });
    const child = { lastname: "Lopez", gender: "FEMALE", baptized: "NO", firstCommunion: "no", confirmation: "no", photography: "yes", safety: "yes" };
    const token = await startRegistrationDraft({
      churchId: church.id,
      schoolYearId: yearId,
      locale: "en",
      ip: null,
      prefill: {
        family: { parents: [{ role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: uniqueEmail("rosa") }], address: "1 Elm", city: "Springfield", state: "IL", zip: "62704" },
        children: [
          { ...child, firstname: "Ana", dateOfBirth: "2018-10-02", classId: grade2.id },
          { ...child, firstname: "Eva", dateOfBirth: "2015-05-05", classId: grade5.id },
        ],
      },
    });
    await page.goto(`/${publicId}/re/review?d=${encodeURIComponent(token)}`);
    await expect(page).toHaveTitle(`Review and sign | ${church.name}`);
    await expect(page.getByTestId("review-total")).toHaveText("$175.00");
    await hydrated(page);
    await page.getByLabel("Type your full name to sign").fill("Rosa Lopez");
    await page.getByLabel("I agree").check();
    await page.getByRole("button", { name: "Send registration" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your registration was sent." })).toBeVisible();
    await page.getByRole("button", { name: "Pay tuition for Ana Lopez ($100.00)" }).click();
    await expect(page).toHaveURL(/\/local-stripe\/checkout\//);
    await page.getByRole("button", { name: "Pay $100.00" }).click();
    await expect(page.getByText("Payment received. Thank you!")).toBeVisible();
    await expect(page.getByRole("button", { name: /Pay tuition for Ana Lopez/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pay tuition for Eva Lopez ($75.00)" })).toBeVisible();
    await expectAccessible(page, "done, paid");
    // The session id alone proves nothing: another one reads 'not completed'.
    await page.goto(`/${publicId}/re/done?d=${encodeURIComponent(token)}&session_id=cs_local_made_up`);
    await expect(page.getByText("The payment was not completed.")).toBeVisible();
  });

  test("an invalid link answers 'Invalid Link!' with 400; an unknown page of an open link is a 404 in the registration's frame", async ({ page, church }) => {
    const response = await page.goto("/not-a-real-link/re");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Invalid Link!" })).toBeVisible();
    await expectAccessible(page, "invalid link");
    const { publicId } = await openYear(church);
    const missing = await page.goto(`/${publicId}/re/nothing-here`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("a closed year shows the parish's contact", async ({ page, church }) => {
    const { db } = await app();
    const { publicId } = await openYear(church);
    await db.registrationSettings.updateMany({ where: { publicId }, data: { enabled: false } });
    await db.churchWebsite.create({ data: { churchId: church.id, phone: "(217) 555-0199", email: "office@parish.test" } });
    await page.goto(`/${publicId}/re?lng=es`);
    await expect(page.getByRole("heading", { level: 1, name: "La inscripción está cerrada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "(217) 555-0199" })).toBeVisible();
    await expectAccessible(page, "closed");
  });
});
