import { describe, expect, it } from "vitest";
import {
  createRegistration as makeRegistration,
  createSchoolClass,
  createSchoolYear,
  createStudent,
  createTwoChurches,
  createUser,
} from "../../prisma/factories";
import { createRegistration } from "~/modules/education/registrations/create-registration.server";
import { deleteRegistration } from "~/modules/education/registrations/delete-registration.server";
import { getRegistration } from "~/modules/education/registrations/get-registration.server";
import { listRegistrations } from "~/modules/education/registrations/list-registrations.server";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { PAGE_SIZE } from "~/modules/education/options";
import { RegistrationSchema, TUITION_MESSAGE } from "~/modules/education/registrations/registration-schema";
import { updateRegistration } from "~/modules/education/registrations/update-registration.server";
import { action as addAction, loader as addLoader } from "~/routes/religious-education.registrations.add";
import { action as editAction, loader as editLoader } from "~/routes/religious-education.registrations.$registrationId.edit";
import { loader as listLoader } from "~/routes/religious-education.registrations._index";
import { db } from "~/utils/db.server";
import { formatCents } from "~/utils/money";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

type Loader = Parameters<typeof run>[0];

/** A church with a current and a past year, two classes and three students; the other church has its own of each. */
async function world() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
  const [year, pastYear, classA, classB] = await Promise.all([
    createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true }),
    createSchoolYear({ churchId: church.id, yearName: "2025-2026" }),
    createSchoolClass({ churchId: church.id, className: "Grade 2" }),
    createSchoolClass({ churchId: church.id, className: "Confirmation" }),
  ]);
  const [maria, john, ann] = await Promise.all([
    createStudent({ churchId: church.id, firstname: "Maria", middlename: "Ann", lastname: "Lopez" }),
    createStudent({ churchId: church.id, firstname: "John", lastname: "Abbott" }),
    createStudent({ churchId: church.id, firstname: "Ann", lastname: "Zeller", status: "GRADUATED" }),
  ]);
  const theirYear = await createSchoolYear({ churchId: other.id, yearName: "2026-2027", isCurrent: true });
  const theirClass = await createSchoolClass({ churchId: other.id, className: "Grade 2" });
  const theirStudent = await createStudent({ churchId: other.id, firstname: "Maria", lastname: "Lopez" });
  const theirRegistration = await makeRegistration({ churchId: other.id, studentId: theirStudent.id, schoolClassId: theirClass.id, schoolYearId: theirYear.id, tuitionCents: 99900 });
  return {
    church,
    other,
    cookie: await signIn(user),
    otherCookie: await signIn(otherUser),
    year,
    pastYear,
    classA,
    classB,
    maria,
    john,
    ann,
    theirs: { year: theirYear, schoolClass: theirClass, student: theirStudent, registration: theirRegistration },
  };
}

const values = (input: { studentId?: string; schoolClassId: string; schoolYearId: string; tuition?: number; paid?: boolean; notes?: string }) => ({
  tuition: 15000,
  paid: false,
  photographyPermission: true,
  safetyClassPermission: false,
  notes: undefined as string | undefined,
  ...input,
  studentId: input.studentId ?? "",
});

const form = (fields: Record<string, string>) => ({ tuition: "150", paid: "no", photographyPermission: "yes", safetyClassPermission: "no", notes: "", ...fields });

const visit = async (loader: Loader, path: string, cookie: string, params: Record<string, string> = {}) => answer(await run(loader, makeRequest(path, { cookie }), params));
const post = async (fn: Loader, path: string, cookie: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(path, { cookie, form: fields }), params));
const toastsOf = async (headers: Headers) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(headers.get("Set-Cookie")) }))).toasts;

describe("registration schema", () => {
  it("reads tuition in dollars into cents and refuses anything else with a clear message", () => {
    const parse = (tuition: string) => RegistrationSchema.safeParse({ studentId: "s1", schoolClassId: "c1", schoolYearId: "y1", tuition, paid: "yes", photographyPermission: "no", safetyClassPermission: "no" });
    expect(parse("150").data).toMatchObject({ tuition: 15000, paid: true, photographyPermission: false });
    expect(parse("150.5").data?.tuition).toBe(15050);
    expect(parse("$1,250.50").data?.tuition).toBe(125050);
    expect(parse("").data?.tuition).toBe(0);
    for (const bad of ["abc", "12.345", "-5", "1e3", "150 dollars"]) {
      expect(parse(bad).error?.issues.map((i) => i.message), bad).toEqual([TUITION_MESSAGE]);
    }
    expect(formatCents(125050)).toBe("$1,250.50");
  });

  it("requires the student, class and year and refuses control characters in notes (line breaks are fine)", () => {
    const result = RegistrationSchema.safeParse({ paid: "maybe", notes: "a\u0000b" });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining(["Choose a student", "Choose a class", "Choose a school year", "Choose Yes or No for Paid", "Notes contains characters that are not allowed"]));
    const ok = RegistrationSchema.safeParse({ studentId: "s", schoolClassId: "c", schoolYearId: "y", paid: "no", photographyPermission: "no", safetyClassPermission: "yes", notes: "  first line\nsecond line  " });
    expect(ok.data?.notes).toBe("first line\nsecond line");
  });
});

describe("registration modules", () => {
  it("creates a registration and refuses a second one in the same year, naming the existing class", async () => {
    const w = await world();
    const id = await createRegistration({ churchId: w.church.id, values: values({ studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, notes: "Allergic to nuts" }) });
    expect(await db.registration.findUniqueOrThrow({ where: { id } })).toMatchObject({
      churchId: w.church.id,
      studentId: w.maria.id,
      schoolClassId: w.classA.id,
      schoolYearId: w.year.id,
      tuitionCents: 15000,
      paid: false,
      photographyPermission: true,
      safetyClassPermission: false,
      notes: "Allergic to nuts",
    });

    const error = await expectAppError(createRegistration({ churchId: w.church.id, values: values({ studentId: w.maria.id, schoolClassId: w.classB.id, schoolYearId: w.year.id }) }), "CONFLICT");
    expect(error.message).toBe("Maria Ann Lopez is already registered for 2026-2027, in Grade 2. A student has one registration per school year.");
    expect(error.fields).toEqual({ schoolYearId: [error.message] });
    // Another year is fine.
    await createRegistration({ churchId: w.church.id, values: values({ studentId: w.maria.id, schoolClassId: w.classB.id, schoolYearId: w.pastYear.id }) });
    expect(await db.registration.count({ where: { studentId: w.maria.id } })).toBe(2);
  });

  it("keeps one of two registrations saved at the same moment and refuses the other with the same message", async () => {
    const w = await world();
    const save = (schoolClassId: string) => createRegistration({ churchId: w.church.id, values: values({ studentId: w.john.id, schoolClassId, schoolYearId: w.year.id }) });
    const outcomes = await Promise.allSettled([save(w.classA.id), save(w.classB.id), save(w.classA.id)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === "rejected")) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("John Abbott is already registered for 2026-2027") });
    }
    expect(await db.registration.count({ where: { studentId: w.john.id } })).toBe(1);
  });

  it("refuses another church's student, class or year and creates nothing", async () => {
    const w = await world();
    const base = { studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id };
    for (const foreign of [{ studentId: w.theirs.student.id }, { schoolClassId: w.theirs.schoolClass.id }, { schoolYearId: w.theirs.year.id }, { studentId: "nope" }]) {
      await expectAppError(createRegistration({ churchId: w.church.id, values: values({ ...base, ...foreign }) }), "NOT_FOUND");
    }
    expect(await db.registration.count({ where: { churchId: w.church.id } })).toBe(0);
    expect(await db.registration.count({ where: { churchId: w.other.id } })).toBe(1);
  });

  it("gets and updates a registration of the church only", async () => {
    const w = await world();
    const registration = await makeRegistration({ churchId: w.church.id, studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 5000 });
    expect(await getRegistration(w.church.id, registration.id)).toMatchObject({ id: registration.id, tuitionCents: 5000, student: { firstname: "John", lastname: "Abbott" } });
    await expectAppError(getRegistration(w.church.id, w.theirs.registration.id), "NOT_FOUND");
    await expectAppError(getRegistration(w.church.id, "a\u0000b"), "NOT_FOUND");

    await updateRegistration({ churchId: w.church.id, registrationId: registration.id, values: values({ schoolClassId: w.classB.id, schoolYearId: w.pastYear.id, tuition: 12345, paid: true, notes: "Paid in cash" }) });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({
      studentId: w.john.id,
      schoolClassId: w.classB.id,
      schoolYearId: w.pastYear.id,
      tuitionCents: 12345,
      paid: true,
      notes: "Paid in cash",
    });

    // Another church's registration, class or year: not found, nothing changes.
    await expectAppError(updateRegistration({ churchId: w.church.id, registrationId: w.theirs.registration.id, values: values({ schoolClassId: w.classA.id, schoolYearId: w.year.id }) }), "NOT_FOUND");
    await expectAppError(updateRegistration({ churchId: w.church.id, registrationId: registration.id, values: values({ schoolClassId: w.theirs.schoolClass.id, schoolYearId: w.year.id }) }), "NOT_FOUND");
    await expectAppError(updateRegistration({ churchId: w.church.id, registrationId: registration.id, values: values({ schoolClassId: w.classA.id, schoolYearId: w.theirs.year.id }) }), "NOT_FOUND");
    expect(await db.registration.findUniqueOrThrow({ where: { id: w.theirs.registration.id } })).toMatchObject({ tuitionCents: 99900, schoolClassId: w.theirs.schoolClass.id });
    expect(await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).toMatchObject({ schoolClassId: w.classB.id, schoolYearId: w.pastYear.id });

    // Moving it into a year where the student already has a registration is refused.
    await makeRegistration({ churchId: w.church.id, studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id });
    const conflict = await expectAppError(updateRegistration({ churchId: w.church.id, registrationId: registration.id, values: values({ schoolClassId: w.classB.id, schoolYearId: w.year.id }) }), "CONFLICT");
    expect(conflict.message).toContain("John Abbott is already registered for 2026-2027, in Grade 2.");
  });

  it("deletes a registration with its absences, and not another church's", async () => {
    const w = await world();
    const registration = await makeRegistration({ churchId: w.church.id, studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id });
    await db.absence.create({ data: { churchId: w.church.id, registrationId: registration.id, studentId: w.john.id, date: new Date("2026-10-04") } });
    await db.absence.create({ data: { churchId: w.other.id, registrationId: w.theirs.registration.id, studentId: w.theirs.student.id, date: new Date("2026-10-04") } });

    await expectAppError(deleteRegistration(w.church.id, w.theirs.registration.id), "NOT_FOUND");
    expect(await db.registration.count({ where: { id: w.theirs.registration.id } })).toBe(1);

    await deleteRegistration(w.church.id, registration.id);
    expect(await db.registration.count({ where: { id: registration.id } })).toBe(0);
    expect(await db.absence.count({ where: { studentId: w.john.id } })).toBe(0);
    expect(await db.absence.count({ where: { churchId: w.other.id } })).toBe(1);
    expect(await db.student.count({ where: { id: w.john.id } })).toBe(1);
    await expectAppError(deleteRegistration(w.church.id, registration.id), "NOT_FOUND");
  });

  it("lists a year's registrations by last name with class, name and paid filters, pages and totals", async () => {
    const w = await world();
    await makeRegistration({ churchId: w.church.id, studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 15000, paid: true });
    await makeRegistration({ churchId: w.church.id, studentId: w.john.id, schoolClassId: w.classB.id, schoolYearId: w.year.id, tuitionCents: 10050 });
    await makeRegistration({ churchId: w.church.id, studentId: w.ann.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 2000 });
    await makeRegistration({ churchId: w.church.id, studentId: w.maria.id, schoolClassId: w.classB.id, schoolYearId: w.pastYear.id, tuitionCents: 7000 });

    const all = await listRegistrations(w.church.id, { schoolYearId: w.year.id });
    expect(all.rows.map((r) => r.student.lastname)).toEqual(["Abbott", "Lopez", "Zeller"]);
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 1, tuitionCents: 27050, unpaidCents: 12050 });
    expect(all.rows[0]).toMatchObject({ tuitionCents: 10050, paid: false, schoolClassId: w.classB.id });

    expect((await listRegistrations(w.church.id, { schoolYearId: w.year.id, schoolClassId: w.classA.id })).rows.map((r) => r.student.lastname)).toEqual(["Lopez", "Zeller"]);
    expect(await listRegistrations(w.church.id, { schoolYearId: w.year.id, paid: "paid" })).toMatchObject({ total: 1, tuitionCents: 15000, unpaidCents: 0 });
    expect(await listRegistrations(w.church.id, { schoolYearId: w.year.id, paid: "unpaid" })).toMatchObject({ total: 2, tuitionCents: 12050, unpaidCents: 12050 });
    // The name search ignores case and whitespace; every word must be in the name.
    for (const search of ["MARIA lo", "  mar ia  ann", "lopez maria", "LOPEZ"]) {
      expect((await listRegistrations(w.church.id, { schoolYearId: w.year.id, search })).rows.map((r) => r.student.id), search).toEqual([w.maria.id]);
    }
    expect((await listRegistrations(w.church.id, { schoolYearId: w.pastYear.id })).rows.map((r) => r.tuitionCents)).toEqual([7000]);
    // Another church's year shows nothing of it, even asked for directly.
    expect((await listRegistrations(w.church.id, { schoolYearId: w.theirs.year.id })).total).toBe(0);
  });

  it("pages by PAGE_SIZE and clamps a page past the end", async () => {
    const w = await world();
    const students = await Promise.all(Array.from({ length: PAGE_SIZE + 2 }, (_, i) => createStudent({ churchId: w.church.id, firstname: "Kid", lastname: `Page${String(i).padStart(2, "0")}` })));
    await db.registration.createMany({ data: students.map((s) => ({ churchId: w.church.id, studentId: s.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 100 })) });
    const first = await listRegistrations(w.church.id, { schoolYearId: w.year.id });
    expect(first).toMatchObject({ total: PAGE_SIZE + 2, pageCount: 2, page: 1, tuitionCents: (PAGE_SIZE + 2) * 100 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    const second = await listRegistrations(w.church.id, { schoolYearId: w.year.id, page: 2 });
    expect(second.rows.map((r) => r.student.lastname)).toEqual([`Page${PAGE_SIZE}`, `Page${PAGE_SIZE + 1}`]);
    expect((await listRegistrations(w.church.id, { schoolYearId: w.year.id, page: 40 })).page).toBe(2);
  });

  it("offers the church's students for the picker, Current first, each part by last name", async () => {
    const w = await world();
    await createStudent({ churchId: w.church.id, firstname: "Bea", lastname: "Abbott", status: "INACTIVE" });
    const options = await listStudentOptions(w.church.id);
    expect(options.map((o) => [o.name, o.status])).toEqual([
      ["John Abbott", "CURRENT"],
      ["Maria Ann Lopez", "CURRENT"],
      ["Bea Abbott", "INACTIVE"],
      ["Ann Zeller", "GRADUATED"],
    ]);
    expect(options.map((o) => o.id)).not.toContain(w.theirs.student.id);
  });
});

describe("registrations list route", () => {
  it("lists the current year by default and keeps the filters; another church sees none of it", async () => {
    const w = await world();
    await makeRegistration({ churchId: w.church.id, studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 15000 });
    await makeRegistration({ churchId: w.church.id, studentId: w.john.id, schoolClassId: w.classB.id, schoolYearId: w.pastYear.id, tuitionCents: 8000, paid: true });

    const current = await visit(listLoader, "/religious-education/registrations", w.cookie);
    expect(current.data).toMatchObject({ filters: { year: w.year.id, classId: "", paid: "", search: "" }, list: { total: 1, tuitionCents: 15000, unpaidCents: 15000 } });

    const past = await visit(listLoader, `/religious-education/registrations?year=${w.pastYear.id}&class=${w.classB.id}&paid=paid&q=john`, w.cookie);
    expect(past.data).toMatchObject({ filters: { year: w.pastYear.id, classId: w.classB.id, paid: "paid", search: "john" }, list: { total: 1, rows: [{ student: { id: w.john.id }, schoolClass: { id: w.classB.id, className: "Confirmation" } }] } });

    // Another church's year and class ids are ignored (current year, all classes); odd values are harmless.
    const odd = await visit(listLoader, `/religious-education/registrations?year=${w.theirs.year.id}&class=${w.theirs.schoolClass.id}&paid=maybe&page=-3&q=%00`, w.cookie);
    expect(odd).toMatchObject({ status: 200, data: { filters: { year: w.year.id, classId: "", paid: "" }, list: { page: 1 } } });

    const theirs = await visit(listLoader, "/religious-education/registrations", w.otherCookie);
    expect(JSON.stringify(theirs.data)).not.toContain(w.maria.id);
    expect(theirs.data).toMatchObject({ list: { total: 1, tuitionCents: 99900 } });
  });

  it("shows no list before the first school year", async () => {
    const { user } = await createTwoChurches(["CHURCH_USER"]);
    const result = await visit(listLoader, "/religious-education/registrations", await signIn(user));
    expect(result.data).toMatchObject({ years: [], list: null });
  });

  it("sends visitors without the role away", async () => {
    const w = await world();
    const teacher = await createUser({ churchId: w.church.id, roles: ["TEACHER"] });
    expect(await visit(listLoader, "/religious-education/registrations", await signIn(teacher))).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await answer(await run(addAction, makeRequest("/religious-education/registrations/add", { form: form({ studentId: w.john.id }) })))).toMatchObject({ status: 302 });
    expect(await db.registration.count({ where: { churchId: w.church.id } })).toBe(0);
  });
});

describe("add registration route", () => {
  it("preselects the student and class of the query string, only when they are the church's", async () => {
    const w = await world();
    const mine = await visit(addLoader, `/religious-education/registrations/add?student=${w.maria.id}&class=${w.classB.id}`, w.cookie);
    expect(mine.data).toMatchObject({ defaults: { studentId: w.maria.id, schoolClassId: w.classB.id, schoolYearId: w.year.id } });
    const data = mine.data as { students: { id: string }[]; classes: { id: string }[]; years: { id: string }[] };
    expect(data.students.map((s) => s.id)).not.toContain(w.theirs.student.id);
    expect(data.classes.map((c) => c.id)).toEqual([w.classB.id, w.classA.id]);
    expect(data.years.map((y) => y.id)).toEqual([w.year.id, w.pastYear.id]);

    const foreign = await visit(addLoader, `/religious-education/registrations/add?student=${w.theirs.student.id}&class=${w.theirs.schoolClass.id}`, w.cookie);
    expect(foreign.data).toMatchObject({ defaults: { studentId: "", schoolClassId: "" } });
  });

  it("saves, returns to the list of that year with a toast, or to ?from", async () => {
    const w = await world();
    const saved = await post(addAction, "/religious-education/registrations/add", w.cookie, form({ studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.pastYear.id, tuition: "$1,250.5", notes: "Sister in Grade 4" }));
    expect(saved).toMatchObject({ status: 302, location: `/religious-education/registrations?year=${w.pastYear.id}` });
    expect(await toastsOf(saved.headers)).toEqual([{ type: "success", message: "Registration saved successfully" }]);
    expect(await db.registration.findFirstOrThrow({ where: { studentId: w.maria.id } })).toMatchObject({ tuitionCents: 125050, paid: false, photographyPermission: true, notes: "Sister in Grade 4" });

    const from = `/religious-education/students/${w.john.id}`;
    const back = await post(addAction, `/religious-education/registrations/add?from=${encodeURIComponent(from)}`, w.cookie, form({ studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id }));
    expect(back.location).toBe(from);
    const offsite = await post(addAction, "/religious-education/registrations/add?from=//evil.example", w.cookie, form({ studentId: w.ann.id, schoolClassId: w.classA.id, schoolYearId: w.year.id }));
    expect(offsite.location).toBe(`/religious-education/registrations?year=${w.year.id}`);
  });

  it("keeps bad input on the form with its message", async () => {
    const w = await world();
    const bad = await post(addAction, "/religious-education/registrations/add", w.cookie, form({ studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuition: "a lot" }));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ result: { status: "error", error: { tuition: [TUITION_MESSAGE] }, initialValue: { tuition: "a lot", studentId: w.maria.id } } });
    const empty = await post(addAction, "/religious-education/registrations/add", w.cookie, {});
    expect(empty.data).toMatchObject({ result: { error: { studentId: ["Choose a student"], schoolClassId: ["Choose a class"], schoolYearId: ["Choose a school year"] } } });
    expect(await db.registration.count({ where: { churchId: w.church.id } })).toBe(0);
  });

  it("refuses a second registration in the year with a message naming the existing class", async () => {
    const w = await world();
    await makeRegistration({ churchId: w.church.id, studentId: w.maria.id, schoolClassId: w.classB.id, schoolYearId: w.year.id });
    const second = await post(addAction, "/religious-education/registrations/add", w.cookie, form({ studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuition: "75" }));
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({
      result: { error: { schoolYearId: ["Maria Ann Lopez is already registered for 2026-2027, in Confirmation. A student has one registration per school year."] }, initialValue: { tuition: "75" } },
    });
    expect(await db.registration.count({ where: { studentId: w.maria.id } })).toBe(1);
  });

  it("answers 404 for another church's student, class or year and creates nothing", async () => {
    const w = await world();
    for (const foreign of [{ studentId: w.theirs.student.id }, { schoolClassId: w.theirs.schoolClass.id }, { schoolYearId: w.theirs.year.id }]) {
      const result = await post(addAction, "/religious-education/registrations/add", w.cookie, form({ studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, ...foreign }));
      expect(result.status).toBe(404);
    }
    expect(await db.registration.count({ where: { churchId: w.church.id } })).toBe(0);
    expect(await db.registration.count({ where: { studentId: w.theirs.student.id } })).toBe(1);
  });
});

describe("edit registration route", () => {
  async function withRegistration() {
    const w = await world();
    const registration = await makeRegistration({ churchId: w.church.id, studentId: w.maria.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 15050, notes: "Old note" });
    return { ...w, registration, path: `/religious-education/registrations/${registration.id}/edit` };
  }

  it("loads the registration with the class and year options", async () => {
    const w = await withRegistration();
    const page = await visit(editLoader, `${w.path}?from=%2Freligious-education%2Fstudents%2F${w.maria.id}`, w.cookie, { registrationId: w.registration.id });
    expect(page.data).toMatchObject({
      registration: { id: w.registration.id, tuitionCents: 15050, notes: "Old note", student: { id: w.maria.id, firstname: "Maria" } },
      from: `/religious-education/students/${w.maria.id}`,
    });
    expect((await visit(editLoader, `/religious-education/registrations/${w.theirs.registration.id}/edit`, w.cookie, { registrationId: w.theirs.registration.id })).status).toBe(404);
    expect((await visit(editLoader, "/religious-education/registrations/x/edit", w.cookie, { registrationId: "a\u0000b" })).status).toBe(404);
  });

  it("saves the changes, marks it paid and returns to ?from with a toast", async () => {
    const w = await withRegistration();
    const from = "/religious-education/registrations?paid=unpaid";
    const saved = await post(editAction, `${w.path}?from=${encodeURIComponent(from)}`, w.cookie, form({ schoolClassId: w.classB.id, schoolYearId: w.year.id, tuition: "200", paid: "yes", notes: "" }), { registrationId: w.registration.id });
    expect(saved).toMatchObject({ status: 302, location: from });
    expect(await toastsOf(saved.headers)).toEqual([{ type: "success", message: "Registration saved successfully" }]);
    expect(await db.registration.findUniqueOrThrow({ where: { id: w.registration.id } })).toMatchObject({ schoolClassId: w.classB.id, tuitionCents: 20000, paid: true, notes: null, studentId: w.maria.id });

    // A studentId in the form cannot move the registration to another student.
    await post(editAction, w.path, w.cookie, form({ studentId: w.john.id, schoolClassId: w.classB.id, schoolYearId: w.year.id }), { registrationId: w.registration.id });
    expect((await db.registration.findUniqueOrThrow({ where: { id: w.registration.id } })).studentId).toBe(w.maria.id);
  });

  it("keeps bad input and refuses a year that already holds the student's registration", async () => {
    const w = await withRegistration();
    const bad = await post(editAction, w.path, w.cookie, form({ schoolClassId: w.classB.id, schoolYearId: w.year.id, tuition: "1.234" }), { registrationId: w.registration.id });
    expect(bad).toMatchObject({ status: 400, data: { result: { error: { tuition: [TUITION_MESSAGE] } } } });
    await makeRegistration({ churchId: w.church.id, studentId: w.maria.id, schoolClassId: w.classB.id, schoolYearId: w.pastYear.id });
    const conflict = await post(editAction, w.path, w.cookie, form({ schoolClassId: w.classA.id, schoolYearId: w.pastYear.id }), { registrationId: w.registration.id });
    expect(conflict.status).toBe(409);
    expect(JSON.stringify(conflict.data)).toContain("Maria Ann Lopez is already registered for 2025-2026, in Confirmation.");
    expect(await db.registration.findUniqueOrThrow({ where: { id: w.registration.id } })).toMatchObject({ schoolYearId: w.year.id, tuitionCents: 15050 });
  });

  it("deletes through the dialog's form post and returns to ?from or the list with a toast", async () => {
    const w = await withRegistration();
    await db.absence.create({ data: { churchId: w.church.id, registrationId: w.registration.id, studentId: w.maria.id, date: new Date("2026-11-01") } });
    const deleted = await post(editAction, `${w.path}?from=${encodeURIComponent(`/religious-education/students/${w.maria.id}`)}`, w.cookie, { intent: "delete" }, { registrationId: w.registration.id });
    expect(deleted).toMatchObject({ status: 302, location: `/religious-education/students/${w.maria.id}` });
    expect(await toastsOf(deleted.headers)).toEqual([{ type: "success", message: "Registration deleted successfully" }]);
    expect(await db.registration.count({ where: { id: w.registration.id } })).toBe(0);
    expect(await db.absence.count({ where: { registrationId: w.registration.id } })).toBe(0);

    const another = await makeRegistration({ churchId: w.church.id, studentId: w.john.id, schoolClassId: w.classA.id, schoolYearId: w.year.id });
    const plain = await post(editAction, `/religious-education/registrations/${another.id}/edit`, w.cookie, { intent: "delete" }, { registrationId: another.id });
    expect(plain.location).toBe("/religious-education/registrations");
  });

  it("answers 404 to another church's registration id and changes nothing", async () => {
    const w = await withRegistration();
    const theirPath = `/religious-education/registrations/${w.theirs.registration.id}/edit`;
    const params = { registrationId: w.theirs.registration.id };
    expect((await post(editAction, theirPath, w.cookie, { intent: "delete" }, params)).status).toBe(404);
    expect((await post(editAction, theirPath, w.cookie, form({ schoolClassId: w.classA.id, schoolYearId: w.year.id, tuition: "1" }), params)).status).toBe(404);
    expect(await db.registration.findUniqueOrThrow({ where: { id: w.theirs.registration.id } })).toMatchObject({ tuitionCents: 99900, schoolClassId: w.theirs.schoolClass.id });
    // ...and another church's class or year in the form of one's own registration is a 404 too.
    expect((await post(editAction, w.path, w.cookie, form({ schoolClassId: w.theirs.schoolClass.id, schoolYearId: w.year.id }), { registrationId: w.registration.id })).status).toBe(404);
    expect((await post(editAction, w.path, w.cookie, form({ schoolClassId: w.classA.id, schoolYearId: w.theirs.year.id }), { registrationId: w.registration.id })).status).toBe(404);
    expect(await db.registration.findUniqueOrThrow({ where: { id: w.registration.id } })).toMatchObject({ schoolClassId: w.classA.id, schoolYearId: w.year.id });
  });
});
