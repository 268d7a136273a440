import { describe, expect, it } from "vitest";
import {
  connectStripeLocally,
  createChurch,
  createParent,
  createPortalParent,
  createRegistration,
  createRegistrationSettings,
  createSchoolClass,
  createSchoolYear,
  createStudent,
  createStudentDocument,
  createTeacher,
  createTwoChurches,
  createUser,
  makePdf,
  storePdf,
} from "../../prisma/factories";
import { createLoginLink } from "~/modules/auth/login-link.server";
import { completeLocalCheckout } from "~/modules/billing/local-stripe.server";
import { runBlast } from "~/modules/education/email/run-blast.server";
import { unsubscribeToken } from "~/modules/education/email/unsubscribe-token.server";
import { ownChildWhere } from "~/modules/education/parent-portal/guard.server";
import { preparingFor } from "~/modules/education/parent-portal/sacrament";
import { action as signInAction, loader as signInLoader } from "~/routes/login_.re.parent";
import { loader as layoutLoader } from "~/routes/re.parent";
import { loader as splatLoader } from "~/routes/re.parent.$";
import { action as homeAction, loader as homeLoader } from "~/routes/re.parent._index";
import { action as accountAction, loader as accountLoader } from "~/routes/re.parent.account";
import { action as uploadAction, loader as uploadLoader } from "~/routes/re.parent.children.$studentId.documents.$kind";
import { loader as messageLoader } from "~/routes/re.parent.messages.$messageId";
import { loader as attachmentLoader } from "~/routes/re.parent.messages.$messageId.attachment";
import { loader as messagesLoader } from "~/routes/re.parent.messages._index";
import { loader as returnLoader } from "~/routes/re.parent.payments.return";
import { action as registerAction, loader as registerLoader } from "~/routes/re.parent.register";
import { action as staffParentAction, loader as staffParentLoader } from "~/routes/religious-education.parents.$parentId.edit";
import { loader as unsubscribeLoader } from "~/routes/unsubscribe-parent";
import { db } from "~/utils/db.server";
import { hashToken } from "~/utils/tokens.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
let addresses = 0;
const ctx = () => ({ cspNonce: "", clientIp: `10.13.${Math.floor(++addresses / 250)}.${addresses % 250}` });
const get = async (fn: Fn, path: string, cookie?: string, params: Record<string, string> = {}, headers?: Record<string, string>) =>
  answer(await run(fn, makeRequest(path, { cookie, headers }), params, ctx()));
const post = async (fn: Fn, path: string, form: FormData | Record<string, string>, cookie?: string, params: Record<string, string> = {}, clientIp?: string) =>
  answer(await run(fn, makeRequest(path, { method: "POST", form, cookie }), params, clientIp ? { cspNonce: "", clientIp } : ctx()));
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
const fileForm = (bytes: Uint8Array, name: string, type = "application/pdf") => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

/** Two families of one church and a family of another church, each parent signed in to the portal. */
async function setup() {
  const { church, user: staff, other, otherUser } = await createTwoChurches(["SCHOOL_USER"]);
  await db.church.update({ where: { id: church.id }, data: { name: `St. Test ${church.id.slice(-4)}` } });
  const year = await createSchoolYear({ churchId: church.id, isCurrent: true, yearName: "2026-2027" });
  const catechist = await createTeacher({ churchId: church.id, firstname: "Grace", lastname: "Kim" });
  const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion", teacherId: catechist.id });
  await db.schoolClass.update({ where: { id: grade2.id }, data: { meets: "Sundays 9:00-10:15", location: "Room 3" } });
  const confirmation = await createSchoolClass({ churchId: church.id, className: "Confirmation 1" });

  const mom = await createPortalParent({ churchId: church.id, firstname: "Patricia", lastname: "Okafor", email: `patricia-${church.id}@example.com` });
  const dad = await createParent({ churchId: church.id, role: "FATHER", firstname: "Daniel", lastname: "Okafor", email: `daniel-${church.id}@example.com` });
  const ada = await createStudent({ churchId: church.id, firstname: "Ada", lastname: "Okafor", motherId: mom.id, fatherId: dad.id, baptized: "CATHOLIC", dateOfBirth: new Date("2018-03-01") });
  const ben = await createStudent({ churchId: church.id, firstname: "Ben", lastname: "Okafor", motherId: mom.id, baptized: "CATHOLIC", firstCommunion: true, dateOfBirth: new Date("2013-05-01") });
  const adaReg = await createRegistration({ churchId: church.id, studentId: ada.id, schoolClassId: grade2.id, schoolYearId: year.id, tuitionCents: 15000 });
  const benReg = await createRegistration({ churchId: church.id, studentId: ben.id, schoolClassId: confirmation.id, schoolYearId: year.id, tuitionCents: 20000 });
  await db.registration.update({ where: { id: benReg.id }, data: { source: "ONLINE", review: "PENDING" } });
  await db.absence.createMany({ data: [new Date("2026-10-04"), new Date("2026-10-11")].map((date) => ({ churchId: church.id, registrationId: adaReg.id, studentId: ada.id, date })) });
  await createStudentDocument({ churchId: church.id, studentId: ben.id, kind: "BIRTH_CERTIFICATE" });
  await createStudentDocument({ churchId: church.id, studentId: ben.id, kind: "BAPTISMAL_CERTIFICATE" });

  // Another family of the same church.
  const neighbour = await createPortalParent({ churchId: church.id, firstname: "Rosa", lastname: "Diaz", email: `rosa-${church.id}@example.com`, locale: "es" });
  const carla = await createStudent({ churchId: church.id, firstname: "Carla", lastname: "Diaz", motherId: neighbour.id, baptized: "CATHOLIC" });
  const carlaReg = await createRegistration({ churchId: church.id, studentId: carla.id, schoolClassId: grade2.id, schoolYearId: year.id, tuitionCents: 15000 });

  // A family of another church.
  const theirYear = await createSchoolYear({ churchId: other.id, isCurrent: true });
  const theirClass = await createSchoolClass({ churchId: other.id, className: "Theirs" });
  const stranger = await createPortalParent({ churchId: other.id, firstname: "Olga", lastname: "Other", email: `olga-${other.id}@example.com` });
  const olgaKid = await createStudent({ churchId: other.id, firstname: "Oleg", lastname: "Other", motherId: stranger.id, baptized: "CATHOLIC" });
  const olgaReg = await createRegistration({ churchId: other.id, studentId: olgaKid.id, schoolClassId: theirClass.id, schoolYearId: theirYear.id, tuitionCents: 9000 });

  return {
    church,
    other,
    staff,
    otherUser,
    year,
    grade2,
    mom,
    dad,
    ada,
    ben,
    adaReg,
    benReg,
    neighbour,
    carla,
    carlaReg,
    stranger,
    olgaKid,
    olgaReg,
    cookie: await signIn(mom.user!),
    neighbourCookie: await signIn(neighbour.user!),
    strangerCookie: await signIn(stranger.user!),
  };
}

const documentCount = (studentId: string) => db.studentDocument.count({ where: { studentId } });

describe("parent sign-in (login/re/parent)", () => {
  it("answers the same for a known and an unknown address; e-mails a 30-minute single-use link in the parent's language", async () => {
    const church = await createChurch();
    const email = `Maria.Lopez-${church.id}@Example.com`;
    const parent = await createParent({ churchId: church.id, firstname: "María", lastname: "López", email });
    await db.parent.update({ where: { id: parent.id }, data: { locale: "es" } });

    const known = await post(signInAction, "/login/re/parent", { email: email.toUpperCase() });
    const unknown = await post(signInAction, "/login/re/parent", { email: `nobody-${church.id}@example.com` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const note = (res: Answer) => (res.data as { note: string }).note.replace(/\S+@\S+/, "<email>");
    expect(note(known)).toBe(note(unknown));
    expect(note(known)).toContain("30 minutes");

    // One e-mail, to the parent, in Spanish (Parent.locale), with its link; an account made for the parent.
    const rows = await db.emailOutbox.findMany({ where: { churchId: church.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].to).toBe(email);
    expect(rows[0].subject).toBe(`Su enlace para entrar al portal de padres de ${church.name}`);
    expect(rows[0].textBody).toContain("durante 30 minutos");
    expect(rows[0].htmlBody).toContain("Enviado por la plataforma de administración parroquial");
    const linked = await db.parent.findUniqueOrThrow({ where: { id: parent.id }, include: { user: { include: { roles: true } } } });
    expect(linked.user?.roles.map((r) => r.role)).toEqual(["PARENT"]);
    const link = await db.loginLinkToken.findFirstOrThrow({ where: { userId: linked.userId! } });
    expect(link.purpose).toBe("PARENT");
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    const url = rows[0].textBody.match(/http:\/\/localhost:3000\/login\/re\/parent\?token=[^\s]+/)![0];
    expect(hashToken(new URL(url).searchParams.get("token")!)).toBe(link.tokenHash);

    // Single use: the first open signs in, the second comes back to the page with its message.
    const path = url.replace("http://localhost:3000", "");
    const first = await get(signInLoader, path);
    expect(first).toMatchObject({ status: 302, location: "/re/parent" });
    const cookie = cookieFrom(first.headers.get("Set-Cookie"));
    expect((await get(layoutLoader, "/re/parent", cookie)).status).toBe(200);
    expect(await get(signInLoader, path)).toMatchObject({ status: 302, location: "/login/re/parent?link=invalid" });

    // A teacher's link is not a parent's (30 minutes is the PARENT purpose only).
    const now = new Date("2026-11-26T10:00:00Z");
    const created = await createLoginLink({ churchId: church.id, userId: linked.userId!, purpose: "PARENT", now });
    const row = await db.loginLinkToken.findUniqueOrThrow({ where: { tokenHash: hashToken(created.token) } });
    expect(row.expiresAt.toISOString()).toBe("2026-11-26T10:30:00.000Z");
    // Expired: refused.
    await db.loginLinkToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await get(signInLoader, `/login/re/parent?token=${encodeURIComponent(created.token)}`)).toMatchObject({ location: "/login/re/parent?link=invalid" });
  });

  it("sends nothing for a staff account's address, and limits requests per client address and per e-mail address", async () => {
    const church = await createChurch();
    const staff = await createUser({ churchId: church.id, roles: ["CHURCH_USER"] });
    await createParent({ churchId: church.id, email: staff.email });
    const res = await post(signInAction, "/login/re/parent", { email: staff.email });
    expect(res.status).toBe(200);
    expect(await db.emailOutbox.count({ where: { churchId: church.id } })).toBe(0);
    expect(await db.loginLinkToken.count({ where: { churchId: church.id } })).toBe(0);

    const ip = "10.99.99.1";
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await post(signInAction, "/login/re/parent", { email: `someone-${i}-${church.id}@example.com` }, undefined, {}, ip)).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);

    const target = `target-${church.id}@example.com`;
    const perEmail = [];
    for (let i = 0; i < 11; i++) perEmail.push((await post(signInAction, "/login/re/parent", { email: target })).status);
    expect(perEmail[10]).toBe(429);
    // Bad input: a field error in the page's language, never a 500.
    const bad = await post(signInAction, "/login/re/parent?lng=es", { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect((bad.data as { errors: Record<string, string[]>; email: string }).errors.email).toEqual(["Escriba un correo electrónico válido"]);
    expect((bad.data as { email: string }).email).toBe("not-an-address");
  });
});

describe("the portal's guard", () => {
  it("sends a visitor to the parent sign-in, staff to /unauthorized, an unlinked parent account to sign-in; a linked parent gets in", async () => {
    const { church, user: staff } = await createTwoChurches(["SCHOOL_USER"]);
    expect(await get(layoutLoader, "/re/parent")).toMatchObject({ status: 302, location: "/login/re/parent" });
    expect(await get(homeLoader, "/re/parent/account")).toMatchObject({ status: 302, location: `/login/re/parent?u=${encodeURIComponent("/re/parent/account")}` });
    expect(await get(layoutLoader, "/re/parent", await signIn(staff))).toMatchObject({ status: 302, location: "/unauthorized" });
    const unlinked = await createUser({ churchId: church.id, roles: ["PARENT"] });
    const unlinkedCookie = await signIn(unlinked);
    expect(await get(homeLoader, "/re/parent", unlinkedCookie)).toMatchObject({ status: 302, location: "/login/re/parent" });
    // The sign-in page says why (and does not send the account back to the portal: no loop).
    const page = await get(signInLoader, "/login/re/parent", unlinkedCookie);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ notLinked: true });
    const parent = await createPortalParent({ churchId: church.id, email: `p-${church.id}@example.com` });
    expect((await get(layoutLoader, "/re/parent", await signIn(parent.user!))).status).toBe(200);
    expect(await get(signInLoader, "/login/re/parent", await signIn(parent.user!))).toMatchObject({ status: 302, location: "/re/parent" });
    // An unknown portal path: the not-found screen (404).
    expect((await get(splatLoader, "/re/parent/nothing-here", await signIn(parent.user!), { "*": "nothing-here" })).status).toBe(404);
  });

  it("ownChildWhere: only the students whose mother, father or guardian the parent is, in the parent's church", async () => {
    const s = await setup();
    const ids = (await db.student.findMany({ where: ownChildWhere(s.mom), select: { id: true } })).map((r) => r.id).sort();
    expect(ids).toEqual([s.ada.id, s.ben.id].sort());
    const dadIds = (await db.student.findMany({ where: ownChildWhere(s.dad), select: { id: true } })).map((r) => r.id);
    expect(dadIds).toEqual([s.ada.id]);
  });
});

describe("the portal's pages", () => {
  it("home: each own child with class, catechist, meeting, registration status, tuition, absences, sacrament and missing documents", async () => {
    const s = await setup();
    const res = await get(homeLoader, "/re/parent", s.cookie);
    const home = res.data as Awaited<ReturnType<typeof homeLoader>>;
    expect(home.children.map((c) => c.firstname)).toEqual(["Ben", "Ada"]);
    const ada = home.children.find((c) => c.firstname === "Ada")!;
    expect(ada.registration).toMatchObject({
      className: "Grade 2 First Communion",
      catechist: "Grace Kim",
      meets: "Sundays 9:00-10:15",
      location: "Room 3",
      status: "accepted",
      online: false,
      tuitionCents: 15000,
      paidCents: 0,
      dueCents: 15000,
      absences: 2,
    });
    expect(ada.preparingFor).toBe("FIRST_COMMUNION");
    expect(ada.missing).toEqual(["BIRTH_CERTIFICATE", "BAPTISMAL_CERTIFICATE"]);
    const ben = home.children.find((c) => c.firstname === "Ben")!;
    expect(ben.registration).toMatchObject({ status: "pending", online: true, absences: 0 });
    expect(ben.preparingFor).toBe("CONFIRMATION");
    expect(ben.missing).toEqual([]);
    expect(home.canPayByCard).toBe(false);
    expect(JSON.stringify(home)).not.toContain("Carla");
    expect(home.contact).toEqual({ phone: null, email: null, address: null });
    await db.churchWebsite.create({ data: { churchId: s.church.id, phone: "(217) 555-0100", email: "office@example.org" } });
    expect(((await get(homeLoader, "/re/parent", s.cookie)).data as Awaited<ReturnType<typeof homeLoader>>).contact).toMatchObject({ phone: "(217) 555-0100", email: "office@example.org" });

    // What the year's settings ask: no birth certificate asked.
    await createRegistrationSettings({ churchId: s.church.id, schoolYearId: s.year.id, askBirthCertificate: false });
    const again = (await get(homeLoader, "/re/parent", s.cookie)).data as Awaited<ReturnType<typeof homeLoader>>;
    expect(again.children.find((c) => c.firstname === "Ada")!.missing).toEqual(["BAPTISMAL_CERTIFICATE"]);
    // This year is open, but every child is registered in it: no banner. Next year's is offered.
    expect(again.openYears).toEqual([]);
    const next = await createSchoolYear({ churchId: s.church.id, yearName: "2027-2028" });
    await createRegistrationSettings({ churchId: s.church.id, schoolYearId: next.id });
    expect(((await get(homeLoader, "/re/parent", s.cookie)).data as Awaited<ReturnType<typeof homeLoader>>).openYears.map((y) => y.yearName)).toEqual(["2027-2028"]);
  });

  it("the sacrament rule: excluded none; the class's sacrament if not received; else the next not received", () => {
    const base = { baptized: "CATHOLIC" as const, firstCommunion: null, confirmation: null, sacramentalStatus: "SACRAMENTAL_PROGRAM" as const };
    expect(preparingFor({ ...base, sacramentalStatus: "EXCLUDED" }, null)).toBeNull();
    expect(preparingFor(base, { className: "Confirmation 1" })).toBe("CONFIRMATION");
    expect(preparingFor(base, { className: "Grade 3" })).toBe("FIRST_COMMUNION");
    expect(preparingFor({ ...base, baptized: "NO" }, { className: "Grade 3" })).toBe("BAPTISM");
    expect(preparingFor({ ...base, firstCommunion: true }, { className: "Grade 2 First Communion" })).toBe("CONFIRMATION");
    expect(preparingFor({ ...base, firstCommunion: true, confirmation: true }, null)).toBeNull();
  });

  it("uploads a missing document with the staff uploads' content checks; the office sees it; a second one is refused", async () => {
    const s = await setup();
    const path = `/re/parent/children/${s.ada.id}/documents/birth-certificate`;
    const params = { studentId: s.ada.id, kind: "birth-certificate" };
    expect((await get(uploadLoader, path, s.cookie, params)).data).toMatchObject({ kind: "BIRTH_CERTIFICATE", already: false, maxMb: 20 });

    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const asPng = await post(uploadAction, path, fileForm(png, "birth.pdf"), s.cookie, params);
    expect(asPng.status).toBe(400);
    expect(errorsOf(asPng).file).toEqual(["Only PDF files are accepted."]);
    const broken = await post(uploadAction, `${path}?lng=es`, fileForm(Buffer.from("%PDF-1.4 nothing here"), "birth.pdf"), s.cookie, params);
    expect(errorsOf(broken).file).toEqual(["Este archivo no es un PDF que se pueda abrir. Elija otro, por favor."]);
    expect(await documentCount(s.ada.id)).toBe(0);

    const ok = await post(uploadAction, path, fileForm(await makePdf("Birth"), "ada-birth.pdf"), s.cookie, params);
    expect(ok).toMatchObject({ status: 302, location: "/re/parent" });
    const doc = await db.studentDocument.findFirstOrThrow({ where: { studentId: s.ada.id }, include: { file: true } });
    expect(doc).toMatchObject({ churchId: s.church.id, kind: "BIRTH_CERTIFICATE", uploadedByParentId: s.mom.id });
    expect(doc.file.filename).toBe("ada-birth.pdf");
    expect(doc.file.key.startsWith(`${s.church.id}/`)).toBe(true);
    // The office's student page lists it.
    const { getStudent } = await import("~/modules/education/students/get-student.server");
    expect((await getStudent({ churchId: s.church.id, teacherId: null }, s.ada.id)).documents.map((d) => d.kind)).toEqual(["BIRTH_CERTIFICATE"]);
    // Now on file: the page says so, a second upload is refused and its file not kept.
    expect((await get(uploadLoader, path, s.cookie, params)).data).toMatchObject({ already: true });
    const files = await db.storedFile.count({ where: { churchId: s.church.id } });
    expect((await post(uploadAction, path, fileForm(await makePdf("Again"), "again.pdf"), s.cookie, params)).status).toBe(409);
    expect(await db.storedFile.count({ where: { churchId: s.church.id } })).toBe(files);
    expect(await documentCount(s.ada.id)).toBe(1);
  });

  it("answers 404 and changes nothing for another family's or another church's child, registration, message or document, in every URL and action", async () => {
    const s = await setup();
    await connectStripeLocally(s.church.id);
    await connectStripeLocally(s.other.id);
    for (const child of [s.carla, s.olgaKid]) {
      for (const kind of ["birth-certificate", "baptismal-certificate"]) {
        const path = `/re/parent/children/${child.id}/documents/${kind}`;
        const params = { studentId: child.id, kind };
        expect((await get(uploadLoader, path, s.cookie, params)).status, path).toBe(404);
        expect((await post(uploadAction, path, fileForm(await makePdf("x"), "x.pdf"), s.cookie, params)).status, path).toBe(404);
      }
      expect(await documentCount(child.id)).toBe(0);
    }
    // A document kind that is not asked (not baptized: no baptismal certificate), or unknown.
    await db.student.update({ where: { id: s.ada.id }, data: { baptized: "NO" } });
    expect((await get(uploadLoader, "/x", s.cookie, { studentId: s.ada.id, kind: "baptismal-certificate" })).status).toBe(404);
    expect((await get(uploadLoader, "/x", s.cookie, { studentId: s.ada.id, kind: "first-communion-certificate" })).status).toBe(404);
    expect((await get(uploadLoader, "/x", s.cookie, { studentId: "../../etc", kind: "birth-certificate" })).status).toBe(404);
    for (const kind of ["constructor", "__proto__", "toString"]) expect((await get(uploadLoader, "/x", s.cookie, { studentId: s.ada.id, kind })).status, kind).toBe(404);

    // Pay tuition of another family's or church's registration.
    for (const registration of [s.carlaReg, s.olgaReg]) {
      expect((await post(homeAction, "/re/parent", { intent: "pay", registrationId: registration.id }, s.cookie)).status).toBe(404);
    }
    expect(await db.localCheckoutSession.count({ where: { registrationId: { in: [s.carlaReg.id, s.olgaReg.id] } } })).toBe(0);

    // Messages of another parent (same church and another).
    const theirs = await db.emailOutbox.create({ data: { churchId: s.church.id, template: "parent-message", to: "rosa@example.com", subject: "For Rosa", textBody: "x", htmlBody: "x", parentId: s.neighbour.id, attachmentFileId: (await storePdf(s.church.id, { kind: "email-attachment", ownerType: "email-blast", ownerId: "b" }, "rosa.pdf")).id } });
    const foreign = await db.emailOutbox.create({ data: { churchId: s.other.id, template: "parent-message", to: "olga@example.com", subject: "For Olga", textBody: "x", htmlBody: "x", parentId: s.stranger.id } });
    for (const id of [theirs.id, foreign.id]) {
      expect((await get(messageLoader, `/re/parent/messages/${id}`, s.cookie, { messageId: id })).status).toBe(404);
      expect((await get(attachmentLoader, `/re/parent/messages/${id}/attachment`, s.cookie, { messageId: id })).status).toBe(404);
    }
    // The owner does get them.
    expect((await get(messageLoader, `/re/parent/messages/${theirs.id}`, s.neighbourCookie, { messageId: theirs.id })).status).toBe(200);
    const download = await run(attachmentLoader, makeRequest(`/re/parent/messages/${theirs.id}/attachment`, { cookie: s.neighbourCookie }), { messageId: theirs.id });
    expect((download.result as Response).headers.get("Content-Disposition")).toContain("attachment");

    // The home of another church's parent shows only their child; their payment return does not see ours.
    const strangerHome = (await get(homeLoader, "/re/parent", s.strangerCookie)).data as Awaited<ReturnType<typeof homeLoader>>;
    expect(strangerHome.children.map((c) => c.firstname)).toEqual(["Oleg"]);
  });

  it("pays tuition in the local billing mode; the return page says paid only from the server's payments of the parent's own registrations", async () => {
    const s = await setup();
    // Not connected: the family is told to pay at the office.
    const refused = await post(homeAction, "/re/parent", { intent: "pay", registrationId: s.adaReg.id }, s.cookie);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ registrationId: s.adaReg.id, error: "Card payments are not available for this parish yet. Please pay at the parish office." });
    await connectStripeLocally(s.church.id);
    expect(((await get(homeLoader, "/re/parent", s.cookie)).data as { canPayByCard: boolean }).canPayByCard).toBe(true);

    const pay = await post(homeAction, "/re/parent", { intent: "pay", registrationId: s.adaReg.id }, s.cookie);
    expect(pay.location).toMatch(/^\/local-stripe\/checkout\/cs_local_/);
    const sessionId = pay.location!.split("/").pop()!;
    const checkout = await db.localCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(checkout).toMatchObject({ registrationId: s.adaReg.id, amountCents: 15000, successUrl: expect.stringContaining("/re/parent/payments/return?session_id=") });

    // The URL alone says nothing: before the payment is recorded, not paid.
    const before = await get(returnLoader, `/re/parent/payments/return?session_id=${sessionId}`, s.cookie);
    expect(before.data).toMatchObject({ outcome: { state: "pending" } });
    await completeLocalCheckout(sessionId);
    const after = await get(returnLoader, `/re/parent/payments/return?session_id=${sessionId}`, s.cookie);
    expect(after.data).toMatchObject({ outcome: { state: "paid", amountCents: 15000, child: "Ada Okafor" } });
    // The payment intent's client secret (the spec's refresh call) reads the same record.
    const intent = (await db.tuitionPayment.findFirstOrThrow({ where: { stripeCheckoutSessionId: sessionId } })).stripePaymentIntentId!;
    expect((await get(returnLoader, `/re/parent/payments/return?payment_intent_client_secret=${intent}_secret_abc123`, s.cookie)).data).toMatchObject({ outcome: { state: "paid" } });
    // Another family with the same session id: not theirs, not paid.
    expect((await get(returnLoader, `/re/parent/payments/return?session_id=${sessionId}`, s.neighbourCookie)).data).toMatchObject({ outcome: { state: "pending" } });
    expect((await get(returnLoader, "/re/parent/payments/return?session_id=<script>", s.cookie)).data).toMatchObject({ outcome: { state: "unknown" } });
    expect((await get(returnLoader, "/re/parent/payments/return", s.cookie)).data).toMatchObject({ outcome: { state: "cancelled" } });
    const home = (await get(homeLoader, "/re/parent", s.cookie)).data as Awaited<ReturnType<typeof homeLoader>>;
    expect(home.children.find((c) => c.firstname === "Ada")!.registration).toMatchObject({ paidCents: 15000, dueCents: 0 });
  });

  it("messages: the parish's e-mails to this parent only, newest first, paged; a blast records each parent and uses each parent's language", async () => {
    const s = await setup();
    await db.parent.update({ where: { id: s.mom.id }, data: { locale: "en" } });
    const blast = await db.emailBlast.create({ data: { churchId: s.church.id, subject: "Class is cancelled Sunday", content: "No class this Sunday.\n\nSee you next week.", yearId: s.year.id } });
    await runBlast(s.church.id, blast.id);
    const rows = await db.emailOutbox.findMany({ where: { churchId: s.church.id, template: "parent-message" } });
    const mine = rows.find((r) => r.parentId === s.mom.id)!;
    const rosa = rows.find((r) => r.parentId === s.neighbour.id)!;
    expect(mine.subject).toBe("Class is cancelled Sunday");
    expect(mine.textBody).toContain("You receive this e-mail as the parent of a student of our Religious Education Program. Unsubscribe:");
    // Spanish for Rosa: the parish's words as written, the unsubscribe line and footer in Spanish.
    expect(rosa.subject).toBe("Class is cancelled Sunday");
    expect(rosa.textBody).toContain("No class this Sunday.");
    expect(rosa.textBody).toContain("Recibe este correo como padre o madre");
    expect(rosa.htmlBody).toContain("Enviado por la plataforma de administración parroquial");

    for (let i = 0; i < 21; i++) {
      await db.emailOutbox.create({ data: { churchId: s.church.id, template: "parent-message", to: "p@example.com", subject: `Note ${i}`, textBody: "x", htmlBody: "x", parentId: s.mom.id, createdAt: new Date(Date.UTC(2026, 8, 1 + i)) } });
    }
    const first = (await get(messagesLoader, "/re/parent/messages", s.cookie)).data as Awaited<ReturnType<typeof messagesLoader>>;
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 22 });
    expect(first.messages[0].subject).toBe("Class is cancelled Sunday");
    expect(first.messages[1].subject).toBe("Note 20");
    const second = (await get(messagesLoader, "/re/parent/messages?page=99", s.cookie)).data as Awaited<ReturnType<typeof messagesLoader>>;
    expect(second.page).toBe(2);
    expect(second.messages.map((m) => m.subject)).toEqual(["Note 1", "Note 0"]);
    const all = [...first.messages, ...second.messages].map((m) => m.id);
    expect(all).not.toContain(rosa.id);
    const one = (await get(messageLoader, `/re/parent/messages/${mine.id}`, s.cookie, { messageId: mine.id })).data as Awaited<ReturnType<typeof messageLoader>>;
    expect(one.message.text).toContain("See you next week.");
  });

  it("account: contact details and the e-mail preference (the same record the unsubscribe link changes); language remembered", async () => {
    const s = await setup();
    const saved = await post(accountAction, "/re/parent/account", { firstname: "Patty", lastname: "Okafor", cellPhone: "555-0100", address: "1 Main St", address2: "", city: "Springfield", state: "IL", zip: "62704" }, s.cookie);
    expect(saved).toMatchObject({ status: 302, location: "/re/parent/account" });
    expect(await db.parent.findUniqueOrThrow({ where: { id: s.mom.id } })).toMatchObject({ firstname: "Patty", cellPhone: "555-0100", city: "Springfield", zip: "62704", email: s.mom.email });
    const bad = await post(accountAction, "/re/parent/account", { firstname: "", lastname: "x".repeat(101), cellPhone: "call me", zip: "abc" }, s.cookie);
    expect(bad.status).toBe(400);
    expect((bad.data as { values: Record<string, string> }).values).toMatchObject({ cellPhone: "call me", zip: "abc" });
    expect((bad.data as { errors: Record<string, string[]> }).errors).toMatchObject({ firstname: ["This field is required"], lastname: ["At most 100 characters"], cellPhone: [expect.stringContaining("phone")], zip: [expect.stringContaining("ZIP")] });

    expect(await post(accountAction, "/re/parent/account", { intent: "unsubscribe" }, s.cookie)).toMatchObject({ status: 302 });
    expect((await db.parent.findUniqueOrThrow({ where: { id: s.mom.id } })).unsubscribedAt).not.toBeNull();
    expect(((await get(accountLoader, "/re/parent/account", s.cookie)).data as { parent: { subscribed: boolean } }).parent.subscribed).toBe(false);
    // A blast skips the parent now.
    const blast = await db.emailBlast.create({ data: { churchId: s.church.id, subject: "S", content: "C", yearId: s.year.id } });
    await runBlast(s.church.id, blast.id);
    expect(await db.emailBlastDelivery.findFirst({ where: { blastId: blast.id, parentId: s.mom.id } })).toMatchObject({ status: "SKIPPED", reason: "unsubscribed" });
    expect(await post(accountAction, "/re/parent/account", { intent: "subscribe" }, s.cookie)).toMatchObject({ status: 302 });
    expect((await db.parent.findUniqueOrThrow({ where: { id: s.mom.id } })).unsubscribedAt).toBeNull();
    // The unsubscribe link sets the same field, and its page speaks the parent's language.
    await db.parent.update({ where: { id: s.mom.id }, data: { locale: "es" } });
    const page = await get(unsubscribeLoader, `/unsubscribe-parent?t=${encodeURIComponent(unsubscribeToken(s.church.id, s.mom.id))}`);
    expect(page.data).toMatchObject({ state: "unsubscribed", locale: "es" });
    expect((await db.parent.findUniqueOrThrow({ where: { id: s.mom.id } })).unsubscribedAt).not.toBeNull();
    expect((await get(unsubscribeLoader, "/unsubscribe-parent?t=bad", undefined, {}, { "Accept-Language": "es-MX,es;q=0.9" })).data).toMatchObject({ state: "invalid", locale: "es" });
    expect((await get(unsubscribeLoader, "/unsubscribe-parent?t=bad")).data).toMatchObject({ state: "invalid", locale: "en" });

    // The language switch on any portal page is remembered on the parent's record.
    await db.parent.update({ where: { id: s.mom.id }, data: { locale: null } });
    const switched = await get(layoutLoader, "/re/parent?lng=es", s.cookie);
    expect(switched.data).toMatchObject({ locale: "es" });
    expect((await db.parent.findUniqueOrThrow({ where: { id: s.mom.id } })).locale).toBe("es");
    // Another device (no cookie of the switch): Spanish still.
    expect((await get(layoutLoader, "/re/parent", await signIn(s.mom.user!))).data).toMatchObject({ locale: "es" });
  });

  it("register for next year: the open year's form, started with the family filled in; a year not open or of another church is 404", async () => {
    const s = await setup();
    expect((await get(registerLoader, "/re/parent/register", s.cookie)).data).toMatchObject({ years: [] });
    const next = await createSchoolYear({ churchId: s.church.id, yearName: "2027-2028" });
    const settings = await createRegistrationSettings({ churchId: s.church.id, schoolYearId: next.id });
    const theirNext = await createSchoolYear({ churchId: s.other.id, yearName: "2027-2028" });
    await createRegistrationSettings({ churchId: s.other.id, schoolYearId: theirNext.id });
    const page = (await get(registerLoader, "/re/parent/register", s.cookie)).data as Awaited<ReturnType<typeof registerLoader>>;
    expect(page.years).toMatchObject([{ schoolYearId: next.id, yearName: "2027-2028", toRegister: 2 }]);

    expect((await post(registerAction, "/re/parent/register", { schoolYearId: theirNext.id }, s.cookie)).status).toBe(404);
    expect((await post(registerAction, "/re/parent/register", { schoolYearId: s.year.id }, s.cookie)).status).toBe(404);
    const started = await post(registerAction, "/re/parent/register?lng=es", { schoolYearId: next.id }, s.cookie);
    expect(started.location).toMatch(new RegExp(`^/${settings.publicId}/re/family\\?d=`));
    const draft = await db.registrationDraft.findFirstOrThrow({ where: { churchId: s.church.id, schoolYearId: next.id } });
    expect(draft).toMatchObject({ parentId: s.mom.id, locale: "es" });
    const data = draft.data as { family: { parents: { firstname: string; role: string }[] }; children: { firstname: string; dateOfBirth: string; baptized: string; firstCommunion: string }[] };
    expect(data.family.parents.map((p) => [p.firstname, p.role])).toEqual([
      ["Patricia", "MOTHER"],
      ["Daniel", "FATHER"],
    ]);
    expect(data.children.map((c) => [c.firstname, c.dateOfBirth, c.baptized, c.firstCommunion])).toEqual([
      ["Ben", "2013-05-01", "CATHOLIC", "yes"],
      ["Ada", "2018-03-01", "CATHOLIC", ""],
    ]);
    expect(await db.registrationDraft.count({ where: { churchId: s.other.id } })).toBe(0);
  });
});

describe("staff 'Invite to portal'", () => {
  it("makes the account and e-mails a link; refuses no e-mail, another parish's, a staff or another parent's address; another church's parent is 404", async () => {
    const s = await setup();
    const staffCookie = await signIn(s.staff);
    const invite = (parentId: string, cookie = staffCookie) =>
      post(staffParentAction, `/religious-education/parents/${parentId}/edit`, { intent: "invite", parentId }, cookie, { parentId });

    // Daniel has an e-mail and no account yet: invited (English: no language chosen).
    const ok = await invite(s.dad.id);
    expect(ok).toMatchObject({ status: 302 });
    const dad = await db.parent.findUniqueOrThrow({ where: { id: s.dad.id }, include: { user: { include: { roles: true } } } });
    expect(dad.user?.roles.map((r) => r.role)).toEqual(["PARENT"]);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { churchId: s.church.id, to: s.dad.email! } });
    expect(mail.subject).toBe(`Your sign-in link for the ${(await db.church.findUniqueOrThrow({ where: { id: s.church.id } })).name} parent portal`);
    expect(((await get(staffParentLoader, `/religious-education/parents/${s.dad.id}/edit`, staffCookie, { parentId: s.dad.id })).data as { portal: { hasAccount: boolean } }).portal.hasAccount).toBe(true);

    const refusal = async (parentId: string) => errorsOf(await invite(parentId)).portal;
    const noEmail = await createParent({ churchId: s.church.id, firstname: "No", lastname: "Mail" });
    expect(await refusal(noEmail.id)).toEqual([expect.stringContaining("no e-mail address")]);
    const otherParish = await createParent({ churchId: s.church.id, email: s.otherUser.email });
    expect(await refusal(otherParish.id)).toEqual([expect.stringContaining("another parish")]);
    const staffAddress = await createParent({ churchId: s.church.id, email: s.staff.email });
    expect(await refusal(staffAddress.id)).toEqual([expect.stringContaining("staff account")]);
    const sharing = await createParent({ churchId: s.church.id, email: s.mom.email });
    expect(await refusal(sharing.id)).toEqual([expect.stringContaining("another parent")]);
    for (const p of [noEmail, otherParish, staffAddress, sharing]) expect((await db.parent.findUniqueOrThrow({ where: { id: p.id } })).userId).toBeNull();

    expect((await invite(s.stranger.id)).status).toBe(404);
    expect(await db.emailOutbox.count({ where: { to: s.stranger.email! } })).toBe(0);
  });
});
