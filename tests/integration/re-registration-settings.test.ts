import { describe, expect, it } from "vitest";
import { createParent, createRegistration, createRegistrationSettings, createSchoolClass, createSchoolYear, createStudent, createTwoChurches } from "../../prisma/factories";
import { findRegistrationLink } from "~/modules/education/online-registration/registration-link.server";
import { CLOSES_BEFORE_OPENS, AMOUNT_MESSAGE, SETTINGS_MESSAGES } from "~/modules/education/online-registration/registration-settings-schema";
import { REVIEW_MESSAGES } from "~/modules/education/registrations/online-review";
import { parishToday } from "~/modules/parish/today.server";
import { loader as homeLoader } from "~/routes/religious-education._index";
import { action as editAction } from "~/routes/religious-education.registrations.$registrationId.edit";
import { action as listAction, loader as listLoader } from "~/routes/religious-education.registrations._index";
import { action as settingsAction, loader as settingsLoader } from "~/routes/religious-education.years.$yearId.registration";
import { loader as printLoader } from "~/routes/religious-education.years.$yearId.registration_.print";
import { loader as qrLoader } from "~/routes/religious-education.years.$yearId.registration_.qr[.svg]";
import { loader as yearsLoader } from "~/routes/religious-education.years._index";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
const get = async (fn: Fn, p: string, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
const day = (days: number) => new Date(parishToday().getTime() + days * 24 * 3600_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);

type SettingsPage = Awaited<ReturnType<typeof settingsLoader>>;

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"]);
  const year = await createSchoolYear({ churchId: church.id, isCurrent: true, yearName: "2026-2027" });
  const grade1 = await createSchoolClass({ churchId: church.id, className: "Grade 1" });
  const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion" });
  const otherYear = await createSchoolYear({ churchId: other.id, isCurrent: true });
  const otherClass = await createSchoolClass({ churchId: other.id, className: "Other Grade" });
  return { church, other, year, grade1, grade2, otherYear, otherClass, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

const settingsForm = (classes: { id: string; amount: string }[], overrides: Record<string, string> = {}) => ({
  enabled: "on",
  opensOn: "",
  closesOn: "",
  tuition: "150",
  siblingDiscount: "$25.00",
  familyMax: "300",
  askBirthCertificate: "on",
  askPhotographyPermission: "on",
  welcomeMessage: "Welcome!\r\n\r\nBienvenidos.",
  ...Object.fromEntries(classes.flatMap((c, i) => [[`classTuition[${i}].schoolClassId`, c.id], [`classTuition[${i}].amount`, c.amount]])),
  ...overrides,
});

describe("registration settings", () => {
  it("shows a year not set up yet with no link; the first save makes the link, its rules and per-class tuition, and the page shows it open with its QR code", async () => {
    const { year, grade1, grade2, cookie } = await setup();
    const path = `/religious-education/years/${year.id}/registration`;
    const params = { yearId: year.id };
    const before = (await get(settingsLoader, path, cookie, params)).data as SettingsPage;
    expect(before.link).toBeNull();
    expect(before.values).toMatchObject({ enabled: undefined, tuition: "0.00", familyMax: "", askBirthCertificate: "on", askSafetyClassPermission: "on" });
    expect(before.values.classTuition).toEqual([
      { schoolClassId: grade1.id, amount: "" },
      { schoolClassId: grade2.id, amount: "" },
    ]);

    const saved = await post(settingsAction, path, settingsForm([{ id: grade1.id, amount: "" }, { id: grade2.id, amount: "200.50" }]), cookie, params);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(path);
    expect(await toastsOf(saved)).toEqual([SETTINGS_MESSAGES.saved("2026-2027")]);
    const settings = await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } });
    expect(settings).toMatchObject({
      enabled: true,
      opensOn: null,
      closesOn: null,
      tuitionCents: 15000,
      siblingDiscountCents: 2500,
      familyMaxCents: 30000,
      askBirthCertificate: true,
      askBaptismalCertificate: false,
      askPhotographyPermission: true,
      askSafetyClassPermission: false,
      welcomeMessage: "Welcome!\n\nBienvenidos.",
    });
    expect(settings.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const link = await findRegistrationLink(settings.publicId);
    expect(link.state).toBe("open");
    if (link.state !== "open") throw new Error("not open");
    expect(link.rules).toEqual({ tuitionCents: 15000, siblingDiscountCents: 2500, familyMaxCents: 30000, classTuition: { [grade2.id]: 20050 } });

    const after = (await get(settingsLoader, path, cookie, params)).data as SettingsPage;
    expect(after.link?.url.endsWith(`/${settings.publicId}/re`)).toBe(true);
    expect(after.link?.state).toEqual({ open: true, label: "Open" });
    expect(after.link?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(after.values.classTuition).toEqual([
      { schoolClassId: grade1.id, amount: "" },
      { schoolClassId: grade2.id, amount: "200.50" },
    ]);

    // Saving again keeps the link and replaces the class amounts as posted.
    await post(settingsAction, path, settingsForm([{ id: grade1.id, amount: "90" }, { id: grade2.id, amount: "" }], { familyMax: "" }), cookie, params);
    const again = await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } });
    expect(again.publicId).toBe(settings.publicId);
    expect(again.familyMaxCents).toBeNull();
    expect(await db.registrationClassTuition.findMany({ where: { schoolYearId: year.id }, select: { schoolClassId: true, tuitionCents: true } })).toEqual([{ schoolClassId: grade1.id, tuitionCents: 9000 }]);

    // The printable page and the QR image.
    const print = (await get(printLoader, `${path}/print`, cookie, params)).data as Awaited<ReturnType<typeof printLoader>>;
    expect(print.link?.url).toBe(after.link?.url);
    expect(print.year.yearName).toBe("2026-2027");
    const qr = await run(qrLoader, makeRequest(`${path}/qr.svg`, { cookie }), params);
    const svg = qr.result as Response;
    expect(svg.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await svg.text()).toContain("<svg");

    // The years list shows the state.
    const years = (await get(yearsLoader, "/religious-education/years", cookie)).data as Awaited<ReturnType<typeof yearsLoader>>;
    expect(years.online[year.id]).toEqual({ open: true, label: "Open" });
  });

  it("refuses bad input with clear messages and saves nothing", async () => {
    const { year, grade1, cookie } = await setup();
    const path = `/religious-education/years/${year.id}/registration`;
    const params = { yearId: year.id };
    const bad = await post(
      settingsAction,
      path,
      settingsForm([{ id: grade1.id, amount: "ten" }], { opensOn: iso(day(10)), closesOn: iso(day(5)), tuition: "1.234", welcomeMessage: "x".repeat(2001) }),
      cookie,
      params,
    );
    expect(bad.status).toBe(400);
    const errors = errorsOf(bad);
    expect(errors.tuition).toEqual([AMOUNT_MESSAGE]);
    expect(errors["classTuition[0].amount"]).toEqual([AMOUNT_MESSAGE]);
    expect(errors.welcomeMessage?.[0]).toMatch(/at most 2000/);
    const dates = await post(settingsAction, path, settingsForm([], { opensOn: iso(day(10)), closesOn: iso(day(5)) }), cookie, params);
    expect(errorsOf(dates).closesOn).toEqual([CLOSES_BEFORE_OPENS]);
    const notADate = await post(settingsAction, path, settingsForm([], { opensOn: "2026-02-30" }), cookie, params);
    expect(errorsOf(notADate).opensOn).toBeDefined();
    expect(await db.registrationSettings.count({ where: { schoolYearId: year.id } })).toBe(0);
  });

  it("refuses another church's class id and another church's year (404), changing nothing", async () => {
    const { year, grade1, otherClass, otherYear, cookie, otherCookie } = await setup();
    const path = `/religious-education/years/${year.id}/registration`;
    const params = { yearId: year.id };
    const forged = await post(settingsAction, path, settingsForm([{ id: grade1.id, amount: "10" }, { id: otherClass.id, amount: "20" }]), cookie, params);
    expect(forged.status).toBe(404);
    expect(await db.registrationSettings.count({ where: { schoolYearId: year.id } })).toBe(0);
    expect(await db.registrationClassTuition.count({ where: { schoolYearId: year.id } })).toBe(0);

    await post(settingsAction, path, settingsForm([]), cookie, params);
    const settings = await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } });
    // The other church's staff: every page and action of this year is a 404.
    expect((await get(settingsLoader, path, otherCookie, params)).status).toBe(404);
    expect((await get(printLoader, `${path}/print`, otherCookie, params)).status).toBe(404);
    expect((await get(qrLoader, `${path}/qr.svg`, otherCookie, params)).status).toBe(404);
    expect((await post(settingsAction, path, settingsForm([], { tuition: "1" }), otherCookie, params)).status).toBe(404);
    expect((await post(settingsAction, path, { intent: "new-link" }, otherCookie, params)).status).toBe(404);
    expect(await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } })).toEqual(settings);
    // And this church's staff cannot reach the other church's year.
    expect((await get(settingsLoader, `/religious-education/years/${otherYear.id}/registration`, cookie, { yearId: otherYear.id })).status).toBe(404);
    expect((await post(settingsAction, `/religious-education/years/${otherYear.id}/registration`, settingsForm([]), cookie, { yearId: otherYear.id })).status).toBe(404);
    expect(await db.registrationSettings.count({ where: { schoolYearId: otherYear.id } })).toBe(0);
  });

  it("'Make a new link' replaces the link: the old one is invalid, the new one open", async () => {
    const { year, cookie } = await setup();
    const path = `/religious-education/years/${year.id}/registration`;
    const params = { yearId: year.id };
    const early = await post(settingsAction, path, { intent: "new-link" }, cookie, params);
    expect(errorsOf(early)).toEqual({ "": [SETTINGS_MESSAGES.noLinkYet] });
    await post(settingsAction, path, settingsForm([]), cookie, params);
    const old = (await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } })).publicId;
    const renewed = await post(settingsAction, path, { intent: "new-link" }, cookie, params);
    expect(await toastsOf(renewed)).toEqual([SETTINGS_MESSAGES.newLink]);
    const fresh = (await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } })).publicId;
    expect(fresh).not.toBe(old);
    expect((await findRegistrationLink(old)).state).toBe("invalid");
    expect((await findRegistrationLink(fresh)).state).toBe("open");
  });

  it("is open or closed by the switch and the dates, and says why", async () => {
    const { year, cookie } = await setup();
    const path = `/religious-education/years/${year.id}/registration`;
    const params = { yearId: year.id };
    const cases: [Record<string, string>, boolean, RegExp][] = [
      [{ enabled: "" }, false, /turned off/],
      [{ opensOn: iso(day(3)) }, false, /Not open yet: opens on/],
      [{ closesOn: iso(day(-1)) }, false, /Closed: closed after/],
      [{ opensOn: iso(day(0)), closesOn: iso(day(0)) }, true, /Open until/],
      [{ opensOn: iso(day(-5)) }, true, /^Open$/],
    ];
    for (const [overrides, open, label] of cases) {
      const form = settingsForm([], overrides);
      if (overrides.enabled === "") delete (form as Record<string, string>).enabled;
      expect((await post(settingsAction, path, form, cookie, params)).status).toBe(302);
      const page = (await get(settingsLoader, path, cookie, params)).data as SettingsPage;
      expect(page.link?.state.open, JSON.stringify(overrides)).toBe(open);
      expect(page.link?.state.label).toMatch(label);
      const publicId = (await db.registrationSettings.findUniqueOrThrow({ where: { schoolYearId: year.id } })).publicId;
      expect((await findRegistrationLink(publicId)).state, JSON.stringify(overrides)).toBe(open ? "open" : "closed");
    }
  });
});

async function reviewSetup() {
  const base = await setup();
  const { church, year, grade1 } = base;
  await createRegistrationSettings({ churchId: church.id, schoolYearId: year.id });
  const madre = await createParent({ churchId: church.id, firstname: "María", lastname: "López", role: "MOTHER", email: "maria.lopez@example.com" });
  await db.parent.update({ where: { id: madre.id }, data: { locale: "es", unsubscribedAt: new Date() } });
  const father = await createParent({ churchId: church.id, firstname: "John", lastname: "Lopez", role: "FATHER", email: "john.lopez@example.com" });
  const student = await createStudent({ churchId: church.id, firstname: "Lucía", lastname: "López", motherId: madre.id, fatherId: father.id });
  const online = await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: grade1.id, schoolYearId: year.id, tuitionCents: 15000 });
  await db.registration.update({ where: { id: online.id }, data: { source: "ONLINE", review: "PENDING" } });
  const officeStudent = await createStudent({ churchId: church.id, firstname: "Office", lastname: "Kid" });
  const office = await createRegistration({ churchId: church.id, studentId: officeStudent.id, schoolClassId: grade1.id, schoolYearId: year.id });
  return { ...base, online, office, student };
}

const mailsTo = (registrationTemplate: string, since: Date) =>
  db.emailOutbox.findMany({ where: { template: registrationTemplate, createdAt: { gte: since } }, orderBy: { to: "asc" }, select: { to: true, subject: true, textBody: true, htmlBody: true, parentId: true } });

describe("reviewing online registrations", () => {
  it("lists the online registrations to review (query-string filter), counts them on the home page, and Accept from the list tells each parent in their language", async () => {
    const { year, online, office, cookie } = await reviewSetup();
    const list = (await get(listLoader, `/religious-education/registrations?year=${year.id}&online=review`, cookie)).data as Awaited<ReturnType<typeof listLoader>>;
    expect(list.filters.online).toBe("review");
    expect(list.list?.rows.map((r) => r.id)).toEqual([online.id]);
    expect(list.list?.rows[0]).toMatchObject({ source: "ONLINE", review: "PENDING" });
    expect(list.toReview).toBe(1);
    const all = (await get(listLoader, `/religious-education/registrations?year=${year.id}`, cookie)).data as Awaited<ReturnType<typeof listLoader>>;
    expect(all.list?.rows.map((r) => r.id).sort()).toEqual([online.id, office.id].sort());
    const home = (await get(homeLoader, "/religious-education", cookie)).data as Awaited<ReturnType<typeof homeLoader>>;
    expect(home.toReview).toEqual([{ yearId: year.id, yearName: "2026-2027", count: 1 }]);

    const since = new Date();
    const back = `/religious-education/registrations?year=${year.id}&online=review`;
    // The row's form posts to the page's own address (Remix adds ?index); the answer goes back to the filtered list.
    const accepted = await post(listAction, `${back}&index`, { intent: "accept", registrationId: online.id }, cookie);
    expect(accepted.location).toBe(back);
    expect(await toastsOf(accepted)).toEqual([REVIEW_MESSAGES.accepted("Lucía López", 2)]);
    expect((await db.registration.findUniqueOrThrow({ where: { id: online.id } })).review).toBe("ACCEPTED");
    const mails = await mailsTo("online-registration-review", since);
    expect(mails.map((m) => m.to)).toEqual(["john.lopez@example.com", "maria.lopez@example.com"]);
    // Each recorded as sent to its parent (the portal's Messages).
    const family = await db.student.findUniqueOrThrow({ where: { id: online.studentId }, select: { motherId: true, fatherId: true } });
    expect(mails.map((m) => m.parentId)).toEqual([family.fatherId, family.motherId]);
    const [en, es] = mails;
    expect(en.subject).toBe("Lucía López's registration is confirmed");
    expect(en.textBody).toContain("Dear John Lopez,");
    expect(en.textBody).toContain("accepted Lucía López's registration in Grade 1 for the 2026-2027 school year");
    expect(en.htmlBody).toContain("Sent by the parish administration platform on behalf of");
    // The Spanish parent (unsubscribed from parish news: this is about her own child's registration) gets Spanish.
    expect(es.subject).toBe("La inscripción de Lucía López está confirmada");
    expect(es.textBody).toContain("Estimado/a María López:");
    expect(es.textBody).toContain("/re/parent");
    expect(es.htmlBody).toContain("Enviado por la plataforma de administración parroquial en nombre de");

    // Reviewed once: a second Accept, and an office registration, are refused with a message.
    expect(errorsOf(await post(listAction, back, { intent: "accept", registrationId: online.id }, cookie))).toEqual({ "": [REVIEW_MESSAGES.notPending] });
    expect(errorsOf(await post(listAction, back, { intent: "accept", registrationId: office.id }, cookie))).toEqual({ "": [REVIEW_MESSAGES.notPending] });
    const after = (await get(homeLoader, "/religious-education", cookie)).data as Awaited<ReturnType<typeof homeLoader>>;
    expect(after.toReview).toEqual([]);
  });

  it("Move changes the class and accepts; the e-mail names both classes", async () => {
    const { online, grade1, grade2, otherClass, cookie } = await reviewSetup();
    const path = `/religious-education/registrations/${online.id}/edit`;
    const params = { registrationId: online.id };
    const same = await post(editAction, path, { intent: "move", schoolClassId: grade1.id }, cookie, params);
    expect(errorsOf(same).schoolClassId).toEqual([REVIEW_MESSAGES.sameClass]);
    expect((await post(editAction, path, { intent: "move", schoolClassId: otherClass.id }, cookie, params)).status).toBe(404);
    expect(await db.registration.findUniqueOrThrow({ where: { id: online.id } })).toMatchObject({ schoolClassId: grade1.id, review: "PENDING" });

    const since = new Date();
    const moved = await post(editAction, path, { intent: "move", schoolClassId: grade2.id }, cookie, params);
    expect(await toastsOf(moved)).toEqual([REVIEW_MESSAGES.moved("Lucía López", "Grade 2 First Communion", 2)]);
    expect(await db.registration.findUniqueOrThrow({ where: { id: online.id } })).toMatchObject({ schoolClassId: grade2.id, review: "ACCEPTED" });
    const mails = await mailsTo("online-registration-review", since);
    const es = mails.find((m) => m.to === "maria.lopez@example.com")!;
    expect(es.subject).toBe("La inscripción de Lucía López está confirmada en Grade 2 First Communion");
    expect(es.textBody).toContain("la inscripción pedía Grade 1");
  });

  it("Refuse is blocked while a payment is not refunded; then deletes the registration and sends the office's reason as written", async () => {
    const { church, online, student, cookie } = await reviewSetup();
    const path = `/religious-education/registrations/${online.id}/edit`;
    const params = { registrationId: online.id };
    const payment = await db.tuitionPayment.create({ data: { churchId: church.id, registrationId: online.id, amountCents: 5000, method: "cash", paidAt: new Date() } });
    const blocked = await post(editAction, path, { intent: "refuse", reason: "Class full" }, cookie, params);
    expect(errorsOf(blocked)).toEqual({ "": [REVIEW_MESSAGES.hasPayments] });
    expect(await db.registration.count({ where: { id: online.id } })).toBe(1);

    await db.tuitionPayment.update({ where: { id: payment.id }, data: { refundedCents: 5000 } });
    const since = new Date();
    const reason = "Grade 1 is full this year.\n\nWe will call you about <Wednesday> classes.";
    const refused = await post(editAction, path, { intent: "refuse", reason }, cookie, params);
    expect(refused.location).toBe("/religious-education/registrations");
    expect(await toastsOf(refused)).toEqual([REVIEW_MESSAGES.refused("Lucía López", 2)]);
    expect(await db.registration.count({ where: { id: online.id } })).toBe(0);
    expect(await db.student.count({ where: { id: student.id } })).toBe(1);
    const mails = await mailsTo("online-registration-review", since);
    const en = mails.find((m) => m.to === "john.lopez@example.com")!;
    expect(en.subject).toBe("About Lucía López's registration");
    expect(en.textBody).toContain("The office's message:\n\nGrade 1 is full this year.\n\nWe will call you about <Wednesday> classes.");
    expect(en.htmlBody).toContain("&lt;Wednesday&gt;");
    expect(en.textBody).not.toContain("/re/parent");
    const es = mails.find((m) => m.to === "maria.lopez@example.com")!;
    expect(es.textBody).toContain("Mensaje de la oficina:\n\nGrade 1 is full this year.");
  });

  it("another church's registration is a 404 on every review action, on both pages, and nothing changes", async () => {
    const { online, grade2, year, otherCookie } = await reviewSetup();
    const since = new Date();
    const path = `/religious-education/registrations/${online.id}/edit`;
    const params = { registrationId: online.id };
    const forms: Record<string, string>[] = [{ intent: "accept" }, { intent: "move", schoolClassId: grade2.id }, { intent: "refuse", reason: "no" }];
    for (const form of forms) expect((await post(editAction, path, form, otherCookie, params)).status, form.intent).toBe(404);
    for (const form of forms.filter((f) => f.intent !== "move")) {
      expect((await post(listAction, "/religious-education/registrations", { ...form, registrationId: online.id }, otherCookie)).status, form.intent).toBe(404);
    }
    expect(await db.registration.findUniqueOrThrow({ where: { id: online.id } })).toMatchObject({ review: "PENDING", schoolClassId: online.schoolClassId });
    expect(await mailsTo("online-registration-review", since)).toEqual([]);
    // Its list does not show them either.
    const list = (await get(listLoader, `/religious-education/registrations?year=${year.id}&online=review`, otherCookie)).data as Awaited<ReturnType<typeof listLoader>>;
    expect(list.list?.rows.map((r) => r.id) ?? []).not.toContain(online.id);
  });
});
