import { describe, expect, it } from "vitest";
import { createParent, createRegistration, createRegistrationSettings, createSchoolClass, createSchoolYear, createStudent, createTwoChurches, createUser } from "../../prisma/factories";
import { startRegistrationDraft } from "~/modules/education/online-registration/draft.server";
import { hashToken } from "~/utils/tokens.server";
import { languageCookie } from "~/utils/i18n.server";
import { loader as layoutLoader } from "~/routes/$churchAndYearId.re";
import { action as startAction, loader as startLoader } from "~/routes/$churchAndYearId.re._index";
import { action as familyAction, loader as familyLoader } from "~/routes/$churchAndYearId.re.family";
import { action as childrenAction, loader as childrenLoader } from "~/routes/$churchAndYearId.re.children";
import { action as classesAction, loader as classesLoader } from "~/routes/$churchAndYearId.re.classes";
import { action as permissionsAction } from "~/routes/$churchAndYearId.re.permissions";
import { action as reviewAction, loader as reviewLoader } from "~/routes/$churchAndYearId.re.review";
import { action as doneAction, loader as doneLoader } from "~/routes/$churchAndYearId.re.done";
import { action as checkoutAction } from "~/routes/local-stripe.checkout.$sessionId";
import { loader as splatLoader } from "~/routes/$churchAndYearId.re.$";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
const randomIp = () => `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const get = async (fn: Fn, path: string, publicId: string, headers: Record<string, string> = {}) => answer(await run(fn, makeRequest(path, { headers }), { churchAndYearId: publicId }));
const post = async (fn: Fn, path: string, publicId: string, form: Record<string, string>, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  answer(await run(fn, makeRequest(path, { method: "POST", form, headers: options.headers }), { churchAndYearId: publicId }, { ...TEST_CONTEXT, clientIp: options.ip ?? randomIp() }));

const tokenFrom = (location: string | null) => new URL(location ?? "", "http://x").searchParams.get("d") ?? "";
const errorsOf = (res: { data: unknown }) => (res.data as { errors: Record<string, string> }).errors;

type Parent = { role: string; firstname: string; lastname: string; email?: string; cellPhone?: string; middlename?: string };
type Child = { firstname: string; lastname: string; dateOfBirth: string; gender?: string; baptized?: string; churchOfBaptism?: string; baptizedDate?: string; firstCommunion?: string; confirmation?: string; notes?: string; middlename?: string };

const familyForm = (parents: Parent[], address: Record<string, string> = {}) => {
  const form: Record<string, string> = { parentCount: String(parents.length), intent: "next", address: "12 Oak Street", address2: "", city: "Springfield", state: "IL", zip: "62704", ...address };
  parents.forEach((p, i) => {
    for (const [k, v] of Object.entries({ middlename: "", email: "", cellPhone: "", ...p })) form[`parents[${i}].${k}`] = v;
  });
  return form;
};
const childrenForm = (children: Child[]) => {
  const form: Record<string, string> = { childCount: String(children.length), intent: "next" };
  children.forEach((c, i) => {
    const full = { middlename: "", gender: "FEMALE", baptized: "CATHOLIC", baptizedDate: "2016-06-01", churchOfBaptism: "St. Anne", firstCommunion: "no", confirmation: "no", notes: "", ...c };
    for (const [k, v] of Object.entries(full)) form[`children[${i}].${k}`] = v;
  });
  return form;
};

async function setup(settings: Partial<Parameters<typeof createRegistrationSettings>[0]> = {}) {
  const { church, other } = await createTwoChurches();
  const year = await createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2" });
  const grade5 = await createSchoolClass({ churchId: church.id, className: "Grade 5" });
  await db.schoolClass.update({ where: { id: grade2.id }, data: { minAge: 7, maxAge: 8 } });
  await db.schoolClass.update({ where: { id: grade5.id }, data: { minAge: 10, maxAge: 11 } });
  const reg = await createRegistrationSettings({ churchId: church.id, schoolYearId: year.id, tuitionCents: 10_000, siblingDiscountCents: 2_500, familyMaxCents: 20_000, ...settings });
  await db.registrationClassTuition.create({ data: { churchId: church.id, schoolYearId: year.id, schoolClassId: grade5.id, tuitionCents: 12_000 } });
  const otherYear = await createSchoolYear({ churchId: other.id, yearName: "2026-2027", isCurrent: true });
  const otherClass = await createSchoolClass({ churchId: other.id, className: "Grade 2" });
  const otherReg = await createRegistrationSettings({ churchId: other.id, schoolYearId: otherYear.id, tuitionCents: 5_000 });
  return { church, other, year, grade2, grade5, publicId: reg.publicId, otherYear, otherClass, otherPublicId: otherReg.publicId };
}

/** A family through every step as a browser posts them; the token of the draft, ready to submit. */
async function fillDraft(publicId: string, parents: Parent[], children: Child[], classIds: string[], options: { lng?: string; permissions?: boolean } = {}) {
  const started = await post(startAction, `/${publicId}/re?index${options.lng ? `&lng=${options.lng}` : ""}`, publicId, {});
  expect(started.status).toBe(302);
  const d = tokenFrom(started.location);
  expect(started.location).toBe(`/${publicId}/re/family?d=${encodeURIComponent(d)}`);
  const fam = await post(familyAction, `/${publicId}/re/family?d=${d}`, publicId, familyForm(parents));
  expect(fam, JSON.stringify(fam.data)).toMatchObject({ status: 302, location: `/${publicId}/re/children?d=${encodeURIComponent(d)}` });
  const kids = await post(childrenAction, `/${publicId}/re/children?d=${d}`, publicId, childrenForm(children));
  expect(kids, JSON.stringify(kids.data)).toMatchObject({ status: 302, location: `/${publicId}/re/classes?d=${encodeURIComponent(d)}` });
  const classForm: Record<string, string> = { intent: "next" };
  classIds.forEach((id, i) => (classForm[`children[${i}].classId`] = id));
  const classes = await post(classesAction, `/${publicId}/re/classes?d=${d}`, publicId, classForm);
  expect(classes, JSON.stringify(classes.data)).toMatchObject({ status: 302 });
  if (options.permissions !== false) {
    const perm: Record<string, string> = { intent: "next" };
    children.forEach((_, i) => {
      perm[`children[${i}].photography`] = i === 0 ? "yes" : "no";
      perm[`children[${i}].safety`] = "yes";
    });
    const permissions = await post(permissionsAction, `/${publicId}/re/permissions?d=${d}`, publicId, perm);
    expect(permissions, JSON.stringify(permissions.data)).toMatchObject({ status: 302, location: `/${publicId}/re/review?d=${encodeURIComponent(d)}` });
  }
  return d;
}

const submit = (publicId: string, d: string, form: Record<string, string> = { signedName: "Maria Lopez", agree: "on" }, ip = "203.0.113.9") =>
  post(reviewAction, `/${publicId}/re/review?d=${d}`, publicId, { d, ...form }, { ip });

const MOTHER: Parent = { role: "MOTHER", firstname: "Maria", lastname: "Lopez", email: "Maria.Lopez@Example.com", cellPhone: "(217) 555-0100" };
const FATHER: Parent = { role: "FATHER", firstname: "Jose", lastname: "Lopez" };
const ANA: Child = { firstname: "Ana", lastname: "Lopez", dateOfBirth: "2018-10-02" };
const LUIS: Child = { firstname: "Luis", lastname: "Lopez", dateOfBirth: "2015-03-20", gender: "MALE", baptized: "NO", churchOfBaptism: "", baptizedDate: "", firstCommunion: "yes", notes: "Peanut allergy" };

describe("the public registration link", () => {
  it("answers 'Invalid Link!' with 400 for a malformed or unknown id, and creates nothing", async () => {
    await setup();
    const before = await db.registrationDraft.count();
    for (const id of ["nope", "<script>", "x".repeat(300), "AAAAAAAAAAAAAAAAAAAAAA"]) {
      const page = await get(layoutLoader, `/${id}/re`, id);
      expect(page.status).toBe(400);
      expect(page.data).toMatchObject({ state: "invalid" });
      expect(await get(startLoader, `/${id}/re`, id)).toMatchObject({ status: 200, data: null });
      const started = await post(startAction, `/${id}/re?index`, id, {});
      expect(started.status).toBe(302);
      expect(await db.registrationDraft.count()).toBe(before);
    }
  });

  it("is closed outside its dates or when disabled: the parish's contact, the dates, nothing started or sent", async () => {
    const today = new Date();
    const iso = (days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
    for (const settings of [{ enabled: false }, { closesOn: iso(-3) }, { opensOn: iso(5) }]) {
      const { church, publicId } = await setup(settings);
      await db.churchWebsite.create({ data: { churchId: church.id, phone: "(217) 555-0199", email: "office@stmary.test", address: "1 Church Way" } });
      const page = await get(layoutLoader, `/${publicId}/re`, publicId, { "Accept-Language": "es" });
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ state: "closed", locale: "es", churchName: church.name, contact: { phone: "(217) 555-0199", email: "office@stmary.test", address: "1 Church Way" } });
      expect((page.data as { titles: Record<string, string> }).titles.closed).toBe("La inscripción está cerrada");
      const started = await post(startAction, `/${publicId}/re?index`, publicId, {});
      expect(started).toMatchObject({ status: 302, location: `/${publicId}/re` });
      expect(await db.registrationDraft.count({ where: { churchId: church.id } })).toBe(0);
    }
  });

  it("a draft made while open is not sent once the year closes", async () => {
    const { church, year, grade2, publicId } = await setup();
    const d = await fillDraft(publicId, [MOTHER], [ANA], [grade2.id]);
    await db.registrationSettings.update({ where: { schoolYearId: year.id }, data: { enabled: false } });
    expect(await submit(publicId, d)).toMatchObject({ status: 302, location: `/${publicId}/re` });
    expect(await db.registration.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("unknown pages under an open link are 404; under an invalid one, the layout's 400", async () => {
    const { publicId } = await setup();
    expect((await get(splatLoader, `/${publicId}/re/whatever`, publicId)).status).toBe(404);
    expect((await get(splatLoader, `/bad/re/whatever`, "bad")).status).toBe(200);
  });
});

describe("the steps", () => {
  it("start: a draft in the page's language with its token hashed; the honeypot starts nothing; rate-limited per address", async () => {
    const { church, publicId } = await setup();
    const started = await post(startAction, `/${publicId}/re?index`, publicId, {}, { headers: { Cookie: await languageCookie.serialize("es") } });
    const d = tokenFrom(started.location);
    const draft = await db.registrationDraft.findUniqueOrThrow({ where: { tokenHash: hashToken(d) } });
    expect(draft).toMatchObject({ churchId: church.id, locale: "es", submittedAt: null });
    const before = await db.registrationDraft.count({ where: { churchId: church.id } });
    expect(await post(startAction, `/${publicId}/re?index`, publicId, { website: "http://spam" })).toMatchObject({ status: 302, location: `/${publicId}/re` });
    expect(await db.registrationDraft.count({ where: { churchId: church.id } })).toBe(before);
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await post(startAction, `/${publicId}/re?index`, publicId, {}, { ip })).status;
    expect(last).toBe(429);
  });

  it("an unknown or expired token goes back to the start with a message; another church's link never opens a draft", async () => {
    const { publicId, otherPublicId, church, other } = await setup();
    const d = await fillDraft(publicId, [MOTHER], [ANA], [(await db.schoolClass.findFirstOrThrow({ where: { churchId: church.id } })).id]);
    expect(await get(familyLoader, `/${publicId}/re/family?d=nope`, publicId)).toMatchObject({ status: 302, location: `/${publicId}/re?expired=1` });
    // The draft's token with the other church's link: that church has no such draft.
    expect(await get(familyLoader, `/${otherPublicId}/re/family?d=${d}`, otherPublicId)).toMatchObject({ status: 302, location: `/${otherPublicId}/re?expired=1` });
    expect(await submit(otherPublicId, d)).toMatchObject({ status: 302, location: `/${otherPublicId}/re?expired=1` });
    expect(await db.registration.count({ where: { churchId: { in: [church.id, other.id] } } })).toBe(0);
    await db.registrationDraft.updateMany({ where: { tokenHash: hashToken(d) }, data: { createdAt: new Date(Date.now() - 8 * 24 * 3600_000) } });
    expect(await get(reviewLoader, `/${publicId}/re/review?d=${d}`, publicId)).toMatchObject({ status: 302, location: `/${publicId}/re?expired=1` });
    expect(await get(startLoader, `/${publicId}/re?expired=1`, publicId)).toMatchObject({ data: { expired: true } });
  });

  it("keeps what was typed on a failed step, refuses long fields with codes (no English), and a step is reached only after the ones before it", async () => {
    const { publicId } = await setup();
    const started = await post(startAction, `/${publicId}/re?index`, publicId, {});
    const d = tokenFrom(started.location);
    expect(await get(classesLoader, `/${publicId}/re/classes?d=${d}`, publicId)).toMatchObject({ status: 302, location: `/${publicId}/re/family?d=${encodeURIComponent(d)}` });
    const bad = await post(familyAction, `/${publicId}/re/family?d=${d}`, publicId, familyForm([{ ...MOTHER, firstname: "M".repeat(51), email: "not-an-email" }], { zip: "" }));
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual({ "parents[0].firstname": "tooLong:50", "parents[0].email": "email", zip: "required" });
    const page = await get(familyLoader, `/${publicId}/re/family?d=${d}`, publicId);
    expect((page.data as { family: { parents: { firstname: string; email: string }[] } }).family.parents[0]).toMatchObject({ firstname: "M".repeat(51), email: "not-an-email" });
    // The first parent needs an e-mail; the others do not.
    const noEmail = await post(familyAction, `/${publicId}/re/family?d=${d}`, publicId, familyForm([{ ...FATHER }, { ...MOTHER }]));
    expect(errorsOf(noEmail)).toEqual({ "parents[0].email": "required" });
    // Add and remove are buttons: they keep what was typed and come back to the page.
    const added = await post(familyAction, `/${publicId}/re/family?d=${d}`, publicId, { ...familyForm([MOTHER]), intent: "add-parent" });
    expect(added).toMatchObject({ status: 302, location: `/${publicId}/re/family?d=${encodeURIComponent(d)}` });
    const two = await get(familyLoader, `/${publicId}/re/family?d=${d}`, publicId);
    expect((two.data as { family: { parents: { firstname: string }[] } }).family.parents.map((p) => p.firstname)).toEqual(["Maria", ""]);
  });

  it("children: 1 to 10, add and remove keep the others, an 11th refused, dates checked", async () => {
    const { publicId } = await setup();
    const started = await post(startAction, `/${publicId}/re?index`, publicId, {});
    const d = tokenFrom(started.location);
    await post(familyAction, `/${publicId}/re/family?d=${d}`, publicId, familyForm([MOTHER]));
    const first = await get(childrenLoader, `/${publicId}/re/children?d=${d}`, publicId);
    expect((first.data as { children: { lastname: string }[] }).children).toEqual([expect.objectContaining({ lastname: "Lopez" })]);
    const three = [ANA, LUIS, { ...ANA, firstname: "Eva" }];
    await post(childrenAction, `/${publicId}/re/children?d=${d}`, publicId, { ...childrenForm(three), intent: "remove-child-1" });
    const after = await get(childrenLoader, `/${publicId}/re/children?d=${d}`, publicId);
    expect((after.data as { children: { firstname: string }[] }).children.map((c) => c.firstname)).toEqual(["Ana", "Eva"]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...ANA, firstname: `Kid${i}` }));
    const tooMany = await post(childrenAction, `/${publicId}/re/children?d=${d}`, publicId, childrenForm(eleven));
    expect(tooMany.status).toBe(400);
    expect(errorsOf(tooMany)).toEqual({ children: "tooManyChildren" });
    const future = await post(childrenAction, `/${publicId}/re/children?d=${d}`, publicId, childrenForm([{ ...ANA, dateOfBirth: "2999-01-01", notes: "n".repeat(1001) }, { ...LUIS, dateOfBirth: "2019-02-30" }]));
    expect(errorsOf(future)).toEqual({ "children[0].dateOfBirth": "future", "children[0].notes": "tooLong:1000", "children[1].dateOfBirth": "date" });
  });

  it("classes: the ones for the child's age on September 1 first; another church's class refused", async () => {
    const { publicId, grade2, grade5, otherClass } = await setup();
    const started = await post(startAction, `/${publicId}/re?index`, publicId, {});
    const d = tokenFrom(started.location);
    await post(familyAction, `/${publicId}/re/family?d=${d}`, publicId, familyForm([MOTHER]));
    await post(childrenAction, `/${publicId}/re/children?d=${d}`, publicId, childrenForm([ANA, LUIS]));
    const page = await get(classesLoader, `/${publicId}/re/classes?d=${d}`, publicId);
    const kids = (page.data as { children: { age: number; suggested: { id: string }[]; other: { id: string; tuitionCents: number }[] }[] }).children;
    // Ana, born 2018-10-02, is 7 on 2026-09-01; Luis, born 2015-03-20, is 11.
    expect(kids.map((k) => [k.age, k.suggested.map((c) => c.id), k.other.map((c) => c.id)])).toEqual([
      [7, [grade2.id], [grade5.id]],
      [11, [grade5.id], [grade2.id]],
    ]);
    const refused = await post(classesAction, `/${publicId}/re/classes?d=${d}`, publicId, { intent: "next", "children[0].classId": otherClass.id, "children[1].classId": grade5.id });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual({ "children[0].classId": "choose" });
  });
});

describe("submitting", () => {
  it("registers a new family: parents, students linked by role, ONLINE PENDING registrations with the sibling discount and family maximum, the signature, the portal account and the e-mail", async () => {
    const { church, year, grade2, grade5, publicId } = await setup();
    const third: Child = { firstname: "Eva", lastname: "Lopez", dateOfBirth: "2018-01-15" };
    const d = await fillDraft(publicId, [MOTHER, FATHER], [ANA, LUIS, third], [grade2.id, grade5.id, grade2.id]);
    const review = await get(reviewLoader, `/${publicId}/re/review?d=${d}`, publicId);
    // Grade 5 costs 120.00 (the most expensive pays in full), the others 100.00 - 25.00 each: 270.00, then the family maximum 200.00.
    expect((review.data as { tuition: unknown }).tuition).toEqual({ listCents: 32_000, discountCents: 12_000, totalCents: 20_000 });
    const sent = await submit(publicId, d);
    expect(sent).toMatchObject({ status: 302, location: `/${publicId}/re/done?d=${encodeURIComponent(d)}` });

    const parents = await db.parent.findMany({ where: { churchId: church.id }, orderBy: { firstname: "asc" } });
    expect(parents.map((p) => [p.firstname, p.role, p.email, p.city, p.locale, Boolean(p.userId)])).toEqual([
      ["Jose", "FATHER", null, "Springfield", "en", false],
      ["Maria", "MOTHER", "maria.lopez@example.com", "Springfield", "en", true],
    ]);
    const [jose, maria] = parents;
    const students = await db.student.findMany({ where: { churchId: church.id }, orderBy: { firstname: "asc" } });
    expect(students.map((s) => [s.firstname, s.type, s.status, s.motherId, s.fatherId, s.baptized, s.churchOfBaptism, s.firstCommunion, s.address])).toEqual([
      ["Ana", "CHURCH", "CURRENT", maria.id, jose.id, "CATHOLIC", "St. Anne", false, "12 Oak Street"],
      ["Eva", "CHURCH", "CURRENT", maria.id, jose.id, "CATHOLIC", "St. Anne", false, "12 Oak Street"],
      ["Luis", "CHURCH", "CURRENT", maria.id, jose.id, "NO", null, true, "12 Oak Street"],
    ]);
    const draft = await db.registrationDraft.findUniqueOrThrow({ where: { tokenHash: hashToken(d) } });
    const regs = await db.registration.findMany({ where: { churchId: church.id }, include: { student: true }, orderBy: { createdAt: "asc" } });
    expect(regs.map((r) => [r.student.firstname, r.schoolClassId, r.schoolYearId, r.tuitionCents, r.source, r.review, r.draftId, r.photographyPermission, r.safetyClassPermission, r.notes, r.signedName, r.signedByEmail, r.signedFromIp])).toEqual([
      ["Ana", grade2.id, year.id, 7_500, "ONLINE", "PENDING", draft.id, true, true, null, "Maria Lopez", "maria.lopez@example.com", "203.0.113.9"],
      ["Luis", grade5.id, year.id, 12_000, "ONLINE", "PENDING", draft.id, false, true, "Peanut allergy", "Maria Lopez", "maria.lopez@example.com", "203.0.113.9"],
      ["Eva", grade2.id, year.id, 500, "ONLINE", "PENDING", draft.id, false, true, null, "Maria Lopez", "maria.lopez@example.com", "203.0.113.9"],
    ]);
    expect(regs.reduce((s, r) => s + r.tuitionCents, 0)).toBe(20_000);
    expect(draft.submittedAt).not.toBeNull();
    expect(draft.result).toMatchObject({ totalCents: 20_000, registrationIds: regs.map((r) => r.id), skipped: [] });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { churchId: church.id, template: "registration-confirmation" } });
    expect(email).toMatchObject({ to: "Maria.Lopez@Example.com", parentId: maria.id });
    expect(email.subject).toBe(`Registration received: ${church.name}`);
    expect(email.textBody).toContain("Ana Lopez: Grade 2");
    expect(email.textBody).toContain("$200.00");
    expect(email.textBody).toContain("/login/re/parent?token=");
    expect(email.textBody).toContain("http://localhost:3000/login/re/parent and enter your e-mail");
    expect(await db.loginLinkToken.count({ where: { churchId: church.id, userId: maria.userId!, purpose: "PARENT" } })).toBe(1);
    const done = await get(doneLoader, `/${publicId}/re/done?d=${d}`, publicId);
    expect(done.data).toMatchObject({ totalCents: 20_000, emailed: "Maria.Lopez@Example.com", payable: false, registrations: [{ name: "Ana Lopez", dueCents: 7_500 }, { name: "Luis Lopez" }, { name: "Eva Lopez" }] });
    // The draft is sent: its steps go to the done page.
    expect(await get(familyLoader, `/${publicId}/re/family?d=${d}`, publicId)).toMatchObject({ status: 302, location: `/${publicId}/re/done?d=${encodeURIComponent(d)}` });
  });

  it.each([
    ["a new parent and a new child", false, false],
    ["a known parent and a new child", true, false],
    ["a new parent and a known child", false, true],
    ["a known parent and a known child", true, true],
  ])("%s: matched in this church only, office data kept, empty fields filled", async (_, knownParent, knownChild) => {
    const { church, other, grade2, publicId } = await setup();
    // The same people in another church are never matched.
    const otherParent = await createParent({ churchId: other.id, firstname: "Maria", lastname: "Lopez", email: "maria.lopez@example.com" });
    await createStudent({ churchId: other.id, firstname: "Ana", lastname: "Lopez", dateOfBirth: new Date("2018-10-02") });
    const parent = knownParent ? await createParent({ churchId: church.id, firstname: "María", lastname: "López-Office", email: "MARIA.LOPEZ@example.com", cellPhone: "(217) 555-9999" }) : null;
    const student = knownChild ? await createStudent({ churchId: church.id, firstname: " ana ", lastname: "LOPEZ", dateOfBirth: new Date("2018-10-02"), notes: "Office note", churchOfBaptism: null }) : null;
    const d = await fillDraft(publicId, [MOTHER], [ANA], [grade2.id]);
    expect((await submit(publicId, d)).status).toBe(302);
    const parents = await db.parent.findMany({ where: { churchId: church.id } });
    const students = await db.student.findMany({ where: { churchId: church.id } });
    expect(parents).toHaveLength(1);
    expect(students).toHaveLength(1);
    if (parent) expect(parents[0]).toMatchObject({ id: parent.id, lastname: "López-Office", cellPhone: "(217) 555-9999", address: "12 Oak Street", city: "Springfield", locale: "en" });
    else expect(parents[0]).toMatchObject({ firstname: "Maria", lastname: "Lopez", cellPhone: "(217) 555-0100" });
    if (student) expect(students[0]).toMatchObject({ id: student.id, firstname: " ana ", notes: "Office note", churchOfBaptism: "St. Anne", motherId: parents[0].id });
    else expect(students[0]).toMatchObject({ firstname: "Ana", motherId: parents[0].id });
    const regs = await db.registration.findMany({ where: { churchId: church.id } });
    expect(regs).toMatchObject([{ studentId: students[0].id, tuitionCents: 10_000 }]);
    expect(await db.parent.findUniqueOrThrow({ where: { id: otherParent.id } })).toMatchObject({ address: null, userId: null });
    expect(await db.registration.count({ where: { churchId: other.id } })).toBe(0);
  });

  it("a child already registered this year is told on the review and not registered twice; the tuition counts the others only", async () => {
    const { church, year, grade2, grade5, publicId } = await setup();
    const ana = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Lopez", dateOfBirth: new Date("2018-10-02") });
    await createRegistration({ churchId: church.id, studentId: ana.id, schoolClassId: grade2.id, schoolYearId: year.id, tuitionCents: 10_000 });
    const d = await fillDraft(publicId, [MOTHER], [ANA, LUIS], [grade2.id, grade5.id]);
    const review = await get(reviewLoader, `/${publicId}/re/review?d=${d}`, publicId);
    const data = review.data as { children: { alreadyRegistered: boolean }[]; tuition: { totalCents: number } };
    expect(data.children.map((c) => c.alreadyRegistered)).toEqual([true, false]);
    expect(data.tuition.totalCents).toBe(12_000);
    await submit(publicId, d);
    const regs = await db.registration.findMany({ where: { churchId: church.id, schoolYearId: year.id }, include: { student: true } });
    expect(regs.map((r) => [r.student.firstname, r.source]).sort()).toEqual([
      ["Ana", "OFFICE"],
      ["Luis", "ONLINE"],
    ]);
    const draft = await db.registrationDraft.findUniqueOrThrow({ where: { tokenHash: hashToken(d) } });
    expect(draft.result).toMatchObject({ skipped: ["Ana Lopez"], totalCents: 12_000 });
  });

  it("a double submit (two at once) registers once, and both go to the done page", async () => {
    const { church, grade2, grade5, publicId } = await setup();
    const d = await fillDraft(publicId, [MOTHER], [ANA, LUIS], [grade2.id, grade5.id]);
    const [a, b] = await Promise.all([submit(publicId, d), submit(publicId, d)]);
    for (const res of [a, b]) expect(res).toMatchObject({ status: 302, location: `/${publicId}/re/done?d=${encodeURIComponent(d)}` });
    expect(await db.registration.count({ where: { churchId: church.id } })).toBe(2);
    expect(await db.student.count({ where: { churchId: church.id } })).toBe(2);
    expect(await db.parent.count({ where: { churchId: church.id } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { churchId: church.id, template: "registration-confirmation" } })).toBe(1);
    // A reload of the review's POST later: still once.
    expect((await submit(publicId, d)).location).toBe(`/${publicId}/re/done?d=${encodeURIComponent(d)}`);
    expect(await db.registration.count({ where: { churchId: church.id } })).toBe(2);
  });

  it("needs the typed name and 'I agree'; a class moved to another church after the step is refused at submit", async () => {
    const { church, other, grade2, publicId } = await setup();
    const d = await fillDraft(publicId, [MOTHER], [ANA], [grade2.id]);
    const unsigned = await submit(publicId, d, { signedName: "", agree: "" });
    expect(unsigned.status).toBe(400);
    expect(errorsOf(unsigned)).toEqual({ signedName: "required", agree: "agree" });
    expect(errorsOf(await submit(publicId, d, { signedName: "x".repeat(101), agree: "on" }))).toEqual({ signedName: "tooLong:100" });
    // The draft names another church's class (tampered): not sent, back to the class step.
    const foreign = await createSchoolClass({ churchId: other.id });
    const row = await db.registrationDraft.findUniqueOrThrow({ where: { tokenHash: hashToken(d) } });
    const data = row.data as { children: { classId: string }[] };
    data.children[0].classId = foreign.id;
    await db.registrationDraft.update({ where: { id: row.id }, data: { data } });
    expect(await submit(publicId, d)).toMatchObject({ status: 302, location: `/${publicId}/re/classes?d=${encodeURIComponent(d)}` });
    expect(await db.registration.count({ where: { churchId: { in: [church.id, other.id] } } })).toBe(0);
  });

  it("a parent whose e-mail is a staff sign-in is registered and e-mailed, with no portal link (a link never signs in with staff powers)", async () => {
    const { church, grade2, publicId } = await setup();
    const address = `office-${church.id}@example.com`;
    const staff = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"], email: address });
    const d = await fillDraft(publicId, [{ ...MOTHER, email: address.toUpperCase() }], [ANA], [grade2.id]);
    expect((await submit(publicId, d)).status).toBe(302);
    expect(await db.registration.count({ where: { churchId: church.id } })).toBe(1);
    expect(await db.loginLinkToken.count({ where: { userId: staff.id } })).toBe(0);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { churchId: church.id, template: "registration-confirmation" } });
    expect(email.textBody).not.toContain("/login/re/parent");
    expect(email.textBody).toContain("Ana Lopez: Grade 2");
  });

  it("the confirmation e-mail is in Spanish when the family registered in Spanish", async () => {
    const { church, grade2, publicId } = await setup({ askPhotographyPermission: false, askSafetyClassPermission: false });
    const d = await fillDraft(publicId, [MOTHER], [ANA], [grade2.id], { lng: "es", permissions: false });
    const review = await get(reviewLoader, `/${publicId}/re/review?d=${d}`, publicId);
    expect(review.status).toBe(200);
    expect((await submit(publicId, d)).status).toBe(302);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { churchId: church.id, template: "registration-confirmation" } });
    expect(email.subject).toBe(`Inscripción recibida: ${church.name}`);
    expect(email.textBody).toContain("Estimado/a Maria Lopez:");
    expect(email.textBody).toContain("Ana Lopez: Grade 2");
    expect(email.textBody).toContain("Cuota total: $100.00.");
    expect(email.htmlBody).toContain(`Enviado por la plataforma de administración parroquial en nombre de ${church.name}.`);
    expect(await db.parent.findFirstOrThrow({ where: { churchId: church.id } })).toMatchObject({ locale: "es" });
    const reg = await db.registration.findFirstOrThrow({ where: { churchId: church.id } });
    expect(reg).toMatchObject({ photographyPermission: false, safetyClassPermission: false });
  });

  it("the language switch on a step changes the draft's language (its pages and e-mail); without it the pages keep the draft's", async () => {
    const { church, grade2, publicId } = await setup();
    const d = await fillDraft(publicId, [MOTHER], [ANA], [grade2.id]);
    const english = await get(layoutLoader, `/${publicId}/re/review?d=${d}`, publicId, { "Accept-Language": "es" });
    expect(english.data).toMatchObject({ locale: "en" });
    const switched = await get(layoutLoader, `/${publicId}/re/review?d=${d}&lng=es`, publicId);
    expect(switched.data).toMatchObject({ locale: "es", titles: { review: "Revisar y firmar" } });
    expect(await db.registrationDraft.findUniqueOrThrow({ where: { tokenHash: hashToken(d) } })).toMatchObject({ locale: "es" });
    await submit(publicId, d);
    expect((await db.emailOutbox.findFirstOrThrow({ where: { churchId: church.id, template: "registration-confirmation" } })).subject).toMatch(/^Inscripción recibida/);
  });

  it("startRegistrationDraft (the portal's 'Register for next year'): the family filled in, the parent matched; another church's year refused", async () => {
    const { church, year, otherYear, grade2, publicId } = await setup();
    const parent = await createParent({ churchId: church.id, firstname: "Maria", lastname: "Lopez", email: "old@example.com" });
    const token = await startRegistrationDraft({
      churchId: church.id,
      schoolYearId: year.id,
      locale: "es",
      ip: "127.0.0.1",
      parentId: parent.id,
      prefill: { family: { parents: [{ role: "MOTHER", firstname: "Maria", lastname: "Lopez", email: "new@example.com" }], address: "9 Elm", city: "Springfield", state: "IL", zip: "62704" } },
    });
    const page = await get(familyLoader, `/${publicId}/re/family?d=${token}`, publicId);
    expect((page.data as { family: { parents: { email: string }[]; address: string } }).family).toMatchObject({ address: "9 Elm", parents: [{ email: "new@example.com" }] });
    await post(childrenAction, `/${publicId}/re/children?d=${token}`, publicId, childrenForm([ANA]));
    await post(classesAction, `/${publicId}/re/classes?d=${token}`, publicId, { "children[0].classId": grade2.id });
    await post(permissionsAction, `/${publicId}/re/permissions?d=${token}`, publicId, { "children[0].photography": "no", "children[0].safety": "no" });
    expect((await submit(publicId, token)).status).toBe(302);
    expect(await db.parent.count({ where: { churchId: church.id } })).toBe(1);
    expect(await db.student.findFirstOrThrow({ where: { churchId: church.id } })).toMatchObject({ motherId: parent.id });
    await expect(startRegistrationDraft({ churchId: church.id, schoolYearId: otherYear.id, locale: "en", ip: null })).rejects.toThrow();
  });

  it("done: 'Pay tuition' per registration through the connected account (local mode); back, paid or not from the database, never from the address", async () => {
    const { church, other, grade2, grade5, publicId } = await setup();
    await db.church.update({ where: { id: church.id }, data: { stripeConnectAccountId: `acct_local_${church.id}`, connectChargesEnabled: true } });
    const d = await fillDraft(publicId, [MOTHER], [ANA, LUIS], [grade2.id, grade5.id]);
    await submit(publicId, d);
    const done = await get(doneLoader, `/${publicId}/re/done?d=${d}`, publicId);
    const data = done.data as { payable: boolean; registrations: { id: string; dueCents: number }[] };
    expect(data.payable).toBe(true);
    // A made-up session id says nothing was paid.
    expect((await get(doneLoader, `/${publicId}/re/done?d=${d}&session_id=cs_local_fake`, publicId)).data).toMatchObject({ returned: "notPaid" });
    // Another registration (another church's) cannot be paid from here.
    const stranger = await createRegistration({ churchId: other.id, studentId: (await createStudent({ churchId: other.id })).id, schoolClassId: (await createSchoolClass({ churchId: other.id })).id, schoolYearId: (await createSchoolYear({ churchId: other.id })).id, tuitionCents: 100 });
    expect((await post(doneAction, `/${publicId}/re/done?d=${d}`, publicId, { d, registrationId: stranger.id })).status).toBe(404);
    const checkout = await post(doneAction, `/${publicId}/re/done?d=${d}`, publicId, { d, registrationId: data.registrations[0].id });
    expect(checkout.location).toMatch(/^\/local-stripe\/checkout\/cs_local_/);
    const sessionId = checkout.location!.split("/").pop()!;
    const back = await answer(await run(checkoutAction, makeRequest(checkout.location!, { method: "POST" }), { sessionId }));
    expect(back.location).toBe(`/${publicId}/re/done?d=${encodeURIComponent(d)}&session_id=${sessionId}`);
    const returned = await get(doneLoader, back.location!, publicId);
    expect(returned.data).toMatchObject({ returned: "paid", registrations: [{ id: data.registrations[0].id, dueCents: 0 }, { id: data.registrations[1].id, dueCents: data.registrations[1].dueCents }] });
    // Closed afterwards: the family's done page (and its payment) still opens, with the layout's frame; the steps do not.
    await db.registrationSettings.updateMany({ where: { publicId }, data: { enabled: false } });
    expect((await get(layoutLoader, `/${publicId}/re/done?d=${d}`, publicId)).data).toMatchObject({ state: "open" });
    expect((await get(layoutLoader, `/${publicId}/re/review?d=${d}`, publicId)).data).toMatchObject({ state: "closed" });
    expect((await get(doneLoader, `/${publicId}/re/done?d=${d}`, publicId)).data).toMatchObject({ totalCents: 22_000 - 2_500 });
    expect((await get(doneLoader, `/${publicId}/re/done?d=nope`, publicId)).data).toBeNull();
  });
});
