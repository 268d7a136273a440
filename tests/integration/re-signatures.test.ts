import { describe, expect, it } from "vitest";
import { createParent, createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches } from "../../prisma/factories";
import { SIGNATURE_MESSAGES } from "~/modules/education/signatures/signature";
import { action as editAction, loader as editLoader } from "~/routes/religious-education.registrations.$registrationId.edit";
import { action as signAction, loader as signLoader } from "~/routes/sign-registration";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
const get = async (fn: Fn, p: string, cookie?: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie?: string, params: Record<string, string> = {}, ip = "192.0.2.44") =>
  answer(await run(fn, makeRequest(p, { method: "POST", form, cookie }), params, { ...TEST_CONTEXT, clientIp: ip }));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
/** The link of the last signature e-mail to `to`. */
const linkTo = async (to: string) => {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to, template: "signature-request" }, orderBy: { createdAt: "desc" } });
  return new URL(/https?:\/\/\S+sign-registration\?t=[\w%-]+/.exec(mail.textBody)![0]);
};

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"]);
  const year = await createSchoolYear({ churchId: church.id, isCurrent: true });
  const schoolClass = await createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion" });
  const mother = await createParent({ churchId: church.id, firstname: "Ana", lastname: "Ruiz", role: "MOTHER" });
  await db.parent.update({ where: { id: mother.id }, data: { email: "ana.ruiz@example.com" } });
  const father = await createParent({ churchId: church.id, firstname: "Luis", lastname: "Ruiz", role: "FATHER" });
  await db.parent.update({ where: { id: father.id }, data: { email: "luis.ruiz@example.com" } });
  const student = await createStudent({ churchId: church.id, firstname: "Sofía", lastname: "Ruiz", motherId: mother.id, fatherId: father.id });
  const registration = await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
  await db.registration.update({ where: { id: registration.id }, data: { tuitionCents: 12500, photographyPermission: true } });
  return { church, other, registration, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("signature requests", () => {
  it("e-mails each parent a link of their own; the page shows the registration; signing records who, when and from where, once", async () => {
    const { registration, cookie } = await setup();
    const page = `/religious-education/registrations/${registration.id}/edit`;
    const params = { registrationId: registration.id };
    const sent = await post(editAction, page, { intent: "request-signature" }, cookie, params);
    expect(await toastsOf(sent)).toEqual([SIGNATURE_MESSAGES.sent(2)]);
    const motherLink = await linkTo("ana.ruiz@example.com");
    const fatherLink = await linkTo("luis.ruiz@example.com");
    expect(motherLink.searchParams.get("t")).not.toBe(fatherLink.searchParams.get("t"));

    const view = await get(signLoader, motherLink.pathname + motherLink.search);
    expect(view.status).toBe(200);
    expect((view.data as { registration: unknown }).registration).toMatchObject({ studentName: "Sofía Ruiz", className: "Grade 2 First Communion", tuitionCents: 12500, photographyPermission: true, safetyClassPermission: false, signed: null, usable: true });

    const t = motherLink.searchParams.get("t")!;
    const refused = await post(signAction, "/sign-registration", { t, fullName: "Ana Ruiz" });
    expect(errorsOf(refused)).toEqual({ agree: [SIGNATURE_MESSAGES.agree] });
    const signed = await post(signAction, "/sign-registration", { t, fullName: "Ana Ruiz", agree: "on" });
    expect(await toastsOf(signed)).toEqual([SIGNATURE_MESSAGES.signed]);
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({ signedName: "Ana Ruiz", signedByEmail: "ana.ruiz@example.com", signedFromIp: "192.0.2.44" });

    // The father's link is used up with it; a replay changes nothing.
    const again = await post(signAction, "/sign-registration", { t: fatherLink.searchParams.get("t")!, fullName: "Luis Ruiz", agree: "on" });
    expect(errorsOf(again)).toEqual({ "": [SIGNATURE_MESSAGES.invalid] });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).signedName).toBe("Ana Ruiz");
    const staffView = (await get(editLoader, page, cookie, params)).data as Awaited<ReturnType<typeof editLoader>>;
    expect(staffView.registration).toMatchObject({ signedName: "Ana Ruiz", signedFromIp: "192.0.2.44" });
    expect(errorsOf(await post(editAction, page, { intent: "request-signature" }, cookie, params))).toEqual({ "": [SIGNATURE_MESSAGES.alreadySigned] });
  });

  it("refuses forged, expired and another church's links, and another church's registration, changing nothing", async () => {
    const { registration, cookie, otherCookie } = await setup();
    const params = { registrationId: registration.id };
    expect((await post(editAction, `/religious-education/registrations/${registration.id}/edit`, { intent: "request-signature" }, otherCookie, params)).status).toBe(404);
    expect(await db.signatureRequest.count({ where: { registrationId: registration.id } })).toBe(0);
    for (const t of ["", "forged-token-0123456789", "x".repeat(300)]) {
      expect((await get(signLoader, `/sign-registration?t=${t}`)).status).toBe(400);
      expect((await post(signAction, "/sign-registration", { t, fullName: "Someone", agree: "on" })).status).toBe(400);
    }
    await post(editAction, `/religious-education/registrations/${registration.id}/edit`, { intent: "request-signature" }, cookie, params);
    const link = await linkTo("ana.ruiz@example.com");
    await db.signatureRequest.updateMany({ where: { registrationId: registration.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await get(signLoader, link.pathname + link.search)).status).toBe(400);
    expect(errorsOf(await post(signAction, "/sign-registration", { t: link.searchParams.get("t")!, fullName: "Ana Ruiz", agree: "on" }))).toEqual({ "": [SIGNATURE_MESSAGES.invalid] });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).signedAt).toBeNull();
  });

  it("says so when no parent has an e-mail address", async () => {
    const { church, cookie } = await setup();
    const year = await createSchoolYear({ churchId: church.id, isCurrent: false, yearName: "2030-2031" });
    const c = await createSchoolClass({ churchId: church.id, className: "Adults" });
    const s = await createStudent({ churchId: church.id, firstname: "No", lastname: "Parents" });
    const r = await createRegistration({ churchId: church.id, studentId: s.id, schoolClassId: c.id, schoolYearId: year.id });
    const res = await post(editAction, `/religious-education/registrations/${r.id}/edit`, { intent: "request-signature" }, cookie, { registrationId: r.id });
    expect(errorsOf(res)).toEqual({ "": [SIGNATURE_MESSAGES.noParentEmail] });
  });
});
