import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createParent,
  createRegistration,
  createSchoolClass,
  createSchoolYear,
  createSponsor,
  createStudent,
  createStudentDocument,
  createTwoChurches,
  createUser,
  makePdf,
} from "../../prisma/factories";
import { createStudent as addStudent } from "~/modules/education/students/create-student.server";
import { deleteStudentDocument } from "~/modules/education/students/delete-student-document.server";
import { assertStudent, getStudent } from "~/modules/education/students/get-student.server";
import { listParentOptions } from "~/modules/education/people/list-parent-options.server";
import { listStudents, readStudentFilters } from "~/modules/education/students/list-students.server";
import { MESSAGES, PAGE_SIZE } from "~/modules/education/options";
import { STUDENT_ADDED, StudentSchema, studentFormDefaults } from "~/modules/education/students/student-schema";
import { updateStudent } from "~/modules/education/students/update-student.server";
import { action as addAction, loader as addLoader } from "~/routes/religious-education.students.add";
import { action as editAction, loader as editLoader } from "~/routes/religious-education.students.$studentId.edit";
import { action as pageAction, loader as pageLoader } from "~/routes/religious-education.students.$studentId._index";
import { loader as listLoader } from "~/routes/religious-education.students._index";
import { churchScope } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

// The start of a Windows executable.
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(512, 0x41)]);

/** A church with years, classes, parents of each role; the other church has its own student, parent and document. */
async function world() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
  const [year, pastYear, classA, classB] = await Promise.all([
    createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true }),
    createSchoolYear({ churchId: church.id, yearName: "2025-2026" }),
    createSchoolClass({ churchId: church.id, className: "Grade 2" }),
    createSchoolClass({ churchId: church.id, className: "Confirmation" }),
  ]);
  const [mother, father, guardian] = await Promise.all([
    createParent({ churchId: church.id, role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: "rosa@example.test", cellPhone: "555-0101" }),
    createParent({ churchId: church.id, role: "FATHER", firstname: "Luis", lastname: "Lopez" }),
    createParent({ churchId: church.id, role: "LEGAL_GUARDIAN", firstname: "Ana", lastname: "Ruiz" }),
  ]);
  const theirParent = await createParent({ churchId: other.id, role: "MOTHER", firstname: "Other", lastname: "Mother" });
  const theirStudent = await createStudent({ churchId: other.id, firstname: "Maria", lastname: "Lopez", motherId: theirParent.id });
  const theirDocument = await createStudentDocument({ churchId: other.id, studentId: theirStudent.id, kind: "BIRTH_CERTIFICATE" });
  return {
    church,
    user,
    other,
    cookie: await signIn(user),
    otherCookie: await signIn(otherUser),
    year,
    pastYear,
    classA,
    classB,
    mother,
    father,
    guardian,
    theirs: { parent: theirParent, student: theirStudent, document: theirDocument },
  };
}

type Part = { name: string; bytes: Buffer; filename: string; type?: string };
function studentForm(fields: Record<string, string> = {}, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ firstname: "Maria", lastname: "Lopez", type: "CHURCH", status: "CURRENT", ...fields })) form.append(name, value);
  for (const f of files) form.append(f.name, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "application/pdf" }), f.filename);
  return form;
}

const toastsOf = async (headers: Headers) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(headers.get("Set-Cookie")) }))).toasts;
/** The students list as a navigation within the app gets it (its rows as data, see rowsOnce). */
const listAt = async (query: string, cookie: string) => {
  const data = (await answer(await run(listLoader, makeRequest(`/religious-education/students${query}`, { cookie })))).data as Awaited<ReturnType<typeof listLoader>>;
  expect(data.rows.count).toBe(data.rows.rows?.length);
  return { ...data, rows: data.rows.rows! };
};
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const post = (action: typeof addAction, url: string, form: FormData, cookie: string, params: Record<string, string> = {}) =>
  run(action, makeRequest(url, { method: "POST", form, cookie }), params).then(answer);
const editUrl = (id: string, from = "/religious-education/students") => `/religious-education/students/${id}/edit?from=${encodeURIComponent(from)}`;
type Reply = { result: { initialValue: Record<string, unknown>; error: Record<string, string[] | null> } | null };


describe("students list", () => {
  it("searches names ignoring case and whitespace, sorts by last then first name, and hides the other church", async () => {
    const w = await world();
    await createStudent({ churchId: w.church.id, firstname: "MaryAnn", lastname: "Smith" });
    await createStudent({ churchId: w.church.id, firstname: "Mary", middlename: "Beth", lastname: "Adams" });
    await createStudent({ churchId: w.church.id, firstname: "Aaron", lastname: "Smith" });
    await createStudent({ churchId: w.other.id, firstname: "MaryAnn", lastname: "Other" });

    const all = await listStudents(w.church.id, readStudentFilters(new URLSearchParams()), null);
    expect(names(all.rows)).toEqual(["Mary Beth Adams", "Aaron Smith", "MaryAnn Smith"]);
    for (const q of ["mary ann", "MARYANN", "  Mary  Ann Smi th "]) {
      const found = await listStudents(w.church.id, readStudentFilters(new URLSearchParams({ q })), null);
      expect(names(found.rows), q).toEqual(["MaryAnn Smith"]);
    }
    const page = await listAt("?q=mary", w.cookie);
    expect(names(page.rows)).toEqual(["Mary Beth Adams", "MaryAnn Smith"]);
    expect(page.total).toBe(2);
    expect(names((await listAt("?q=other", w.cookie)).rows)).toEqual([]);

    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const document = await answer(await run(listLoader, makeRequest("/religious-education/students?q=mary", { cookie: w.cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(document.data).toMatchObject({ total: 2, rows: { key: "students", count: 2, rows: null } });
    expect(names(documentRows.get("students") as { name: string }[])).toEqual(["Mary Beth Adams", "MaryAnn Smith"]);
  });

  it("filters by type, status, class and school year (a registration there), and shows the chosen year's class", async () => {
    const w = await world();
    const [a, b, c] = await Promise.all([
      createStudent({ churchId: w.church.id, firstname: "A", lastname: "One", type: "RCIA" }),
      createStudent({ churchId: w.church.id, firstname: "B", lastname: "Two", status: "INACTIVE" }),
      createStudent({ churchId: w.church.id, firstname: "C", lastname: "Three", type: "SCHOOL", status: "GRADUATED" }),
      createStudent({ churchId: w.church.id, firstname: "D", lastname: "Four", dateOfBirth: new Date("2015-03-04T00:00:00Z") }),
    ]);
    await createRegistration({ churchId: w.church.id, studentId: a.id, schoolClassId: w.classA.id, schoolYearId: w.year.id });
    await createRegistration({ churchId: w.church.id, studentId: b.id, schoolClassId: w.classA.id, schoolYearId: w.pastYear.id });
    await createRegistration({ churchId: w.church.id, studentId: c.id, schoolClassId: w.classB.id, schoolYearId: w.year.id });

    expect(names((await listAt("?type=RCIA", w.cookie)).rows)).toEqual(["A One"]);
    expect(names((await listAt("?type=SCHOOL", w.cookie)).rows)).toEqual(["C Three"]);
    expect(names((await listAt("?status=INACTIVE", w.cookie)).rows)).toEqual(["B Two"]);
    expect(names((await listAt("?status=CURRENT", w.cookie)).rows)).toEqual(["D Four", "A One"]);
    expect(names((await listAt(`?class=${w.classA.id}`, w.cookie)).rows)).toEqual(["A One", "B Two"]);
    expect(names((await listAt(`?year=${w.pastYear.id}`, w.cookie)).rows)).toEqual(["B Two"]);
    expect(names((await listAt(`?class=${w.classA.id}&year=${w.year.id}`, w.cookie)).rows)).toEqual(["A One"]);
    expect(names((await listAt(`?class=${w.classB.id}&year=${w.pastYear.id}`, w.cookie)).rows)).toEqual([]);

    // The Class column: the current year's registration, or the chosen year's.
    const current = await listAt("", w.cookie);
    expect(current.classYearName).toBe("2026-2027");
    const byName = Object.fromEntries(current.rows.map((r) => [r.name, r]));
    expect(byName["A One"].schoolClass?.className).toBe("Grade 2");
    expect(byName["B Two"].schoolClass).toBeNull();
    expect(byName["C Three"].schoolClass?.className).toBe("Confirmation");
    expect(byName["D Four"].age).toBe(new Date().getUTCFullYear() - 2015 - (new Date().toISOString().slice(5, 10) < "03-04" ? 1 : 0));
    const past = await listAt(`?year=${w.pastYear.id}`, w.cookie);
    expect(past.classYearName).toBe("2025-2026");
    expect(past.rows[0].schoolClass?.className).toBe("Grade 2");

    // Unknown values and another church's ids are ignored, never an error.
    const odd = await listAt(`?type=nope&status=x&class=${w.theirs.student.id}&year=%00&page=-3`, w.cookie);
    expect(odd.total).toBe(4);
    expect(odd.filters).toMatchObject({ type: null, status: null, classId: null, yearId: null, page: 1 });
  });

  it("lists parents, and the home page's filters: missing documents and Profession of Faith required", async () => {
    const w = await world();
    const withParents = await createStudent({ churchId: w.church.id, firstname: "Kid", lastname: "Lopez", motherId: w.mother.id, fatherId: w.father.id });
    const noBaptismDoc = await createStudent({ churchId: w.church.id, firstname: "Bap", lastname: "Missing", baptized: "CATHOLIC" });
    const hasBaptismDoc = await createStudent({ churchId: w.church.id, firstname: "Bap", lastname: "Complete", baptized: "CATHOLIC" });
    await createStudentDocument({ churchId: w.church.id, studentId: hasBaptismDoc.id, kind: "BAPTISMAL_CERTIFICATE" });
    await createStudent({ churchId: w.church.id, firstname: "Comm", lastname: "Missing", firstCommunion: true });
    await createStudent({ churchId: w.church.id, firstname: "Conf", lastname: "Missing", confirmation: true, professionOfFaith: true, baptized: "PROTESTANT" });
    await createStudent({ churchId: w.church.id, firstname: "Gone", lastname: "Missing", confirmation: true, status: "INACTIVE" });
    await createStudent({ churchId: w.church.id, firstname: "Not", lastname: "Baptized", baptized: "NO" });
    await createStudent({ churchId: w.church.id, firstname: "Prot", lastname: "Needs", baptized: "PROTESTANT" });
    await createStudent({ churchId: w.church.id, firstname: "Orth", lastname: "Needs", baptized: "ORTHODOX" });
    void noBaptismDoc;

    const list = await listAt("?q=kidlopez", w.cookie);
    expect(list.rows[0].parents.map((p) => p.name)).toEqual(["Rosa Lopez", "Luis Lopez"]);
    expect(list.rows[0].id).toBe(withParents.id);

    expect(names((await listAt("?missing=docs", w.cookie)).rows)).toEqual(["Bap Missing", "Comm Missing", "Conf Missing", "Orth Needs", "Prot Needs"]);
    expect(names((await listAt("?profession=required", w.cookie)).rows)).toEqual(["Orth Needs", "Prot Needs"]);
    expect(names((await listAt("?profession=required&q=prot", w.cookie)).rows)).toEqual(["Prot Needs"]);
  });

  it("pages by PAGE_SIZE with 'page' keeping the filters, clamping a page past the end", async () => {
    const w = await world();
    await db.student.createMany({
      data: Array.from({ length: PAGE_SIZE + 3 }, (_, i) => ({ churchId: w.church.id, firstname: "Pat", lastname: `Page${String(i).padStart(2, "0")}`, searchName: `patpage${i}`, type: "SCHOOL" as const })),
    });
    await createStudent({ churchId: w.church.id, firstname: "Other", lastname: "Type" });
    const first = await listAt("?type=SCHOOL", w.cookie);
    expect(first).toMatchObject({ total: PAGE_SIZE + 3, page: 1, pageCount: 2, first: 1, last: PAGE_SIZE });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0].name).toBe("Pat Page00");
    const second = await listAt("?type=SCHOOL&page=2", w.cookie);
    expect(second).toMatchObject({ page: 2, first: PAGE_SIZE + 1, last: PAGE_SIZE + 3 });
    expect(names(second.rows)).toEqual(["Pat Page25", "Pat Page26", "Pat Page27"]);
    expect((await listAt("?type=SCHOOL&page=99", w.cookie)).page).toBe(2);
    const empty = await listAt("?q=nobody", w.cookie);
    expect(empty).toMatchObject({ total: 0, first: 0, last: 0, rows: [] });
  });

  it("is for church and school staff only", async () => {
    const w = await world();
    expect((await answer(await run(listLoader, makeRequest("/religious-education/students"))))).toMatchObject({ status: 302, location: expect.stringMatching(/^\/login/) });
    const teacher = await createUser({ churchId: w.church.id, roles: ["TEACHER"] });
    expect(await answer(await run(listLoader, makeRequest("/religious-education/students", { cookie: await signIn(teacher) })))).toMatchObject({ status: 302, location: "/unauthorized" });
  });
});

describe("parent options", () => {
  it("groups the church's parents by role, without the other church's", async () => {
    const w = await world();
    const options = await listParentOptions(churchScope(w.church.id));
    expect(options.MOTHER).toEqual([{ id: w.mother.id, name: "Rosa Lopez", email: "rosa@example.test" }]);
    expect(options.FATHER.map((p) => p.id)).toEqual([w.father.id]);
    expect(options.LEGAL_GUARDIAN.map((p) => p.id)).toEqual([w.guardian.id]);
    const { data } = await answer(await run(addLoader, makeRequest("/religious-education/students/add", { cookie: w.cookie })));
    expect(JSON.stringify(data)).not.toContain(w.theirs.parent.id);
  });
});

describe("add student", () => {
  it("creates the student, links the chosen parents and opens the new student's page with the toast", async () => {
    const w = await world();
    const pdf = await makePdf("Birth");
    const form = studentForm(
      { firstname: "  Lucia ", middlename: "", lastname: "Lopez", motherId: w.mother.id, fatherId: w.father.id, legalGuardianId: w.guardian.id, dateOfBirth: "2016-05-01", address: "1 Main St" },
      [{ name: "birthCertificate", bytes: pdf, filename: "birth.pdf" }],
    );
    const saved = await post(addAction, "/religious-education/students/add", form, w.cookie);
    const student = await db.student.findFirstOrThrow({ where: { churchId: w.church.id, firstname: "Lucia" }, include: { documents: { include: { file: true } } } });
    expect(saved).toMatchObject({ status: 302, location: `/religious-education/students/${student.id}` });
    expect(await toastsOf(saved.headers)).toEqual([{ type: "success", message: STUDENT_ADDED }]);
    expect(student).toMatchObject({ middlename: null, searchName: "lucialopez", motherId: w.mother.id, fatherId: w.father.id, legalGuardianId: w.guardian.id, address: null, type: "CHURCH" });
    expect(student.dateOfBirth?.toISOString()).toBe("2016-05-01T00:00:00.000Z");
    expect(student.documents).toHaveLength(1);
    expect(student.documents[0]).toMatchObject({ kind: "BIRTH_CERTIFICATE", file: { filename: "birth.pdf", ownerId: student.id, churchId: w.church.id, size: pdf.length } });
    // The parents' children lists derive from the student's links.
    const mother = await db.parent.findUniqueOrThrow({ where: { id: w.mother.id }, include: { childrenAsMother: true } });
    expect(mother.childrenAsMother.map((c) => c.id)).toEqual([student.id]);
  });

  it("refuses a missing name with the spec's one message, and a parent of the wrong role or church, saving nothing", async () => {
    const w = await world();
    const count = () => db.student.count({ where: { churchId: { in: [w.church.id, w.other.id] } } });
    const before = await count();
    const missing: Record<string, string>[] = [{ firstname: "" }, { lastname: "   " }, { firstname: "", lastname: "" }];
    for (const fields of missing) {
      const res = await post(addAction, "/religious-education/students/add", studentForm({ middlename: "Kept", ...fields }), w.cookie);
      expect(res.status).toBe(400);
      const reply = res.data as Reply;
      expect(reply.result?.error[""]).toEqual([MESSAGES.nameRequired]);
      expect(reply.result?.initialValue.middlename).toBe("Kept");
    }
    const wrongRole = await post(addAction, "/religious-education/students/add", studentForm({ motherId: w.father.id, legalGuardianId: w.mother.id }), w.cookie);
    expect(wrongRole.status).toBe(400);
    expect((wrongRole.data as Reply).result?.error).toMatchObject({ motherId: ["Choose a mother from the list"], legalGuardianId: ["Choose a legal guardian from the list"] });
    expect((await post(addAction, "/religious-education/students/add", studentForm({ fatherId: w.theirs.parent.id }), w.cookie)).status).toBe(404);
    expect((await post(addAction, "/religious-education/students/add", studentForm({ fatherId: "no-such-parent" }), w.cookie)).status).toBe(404);
    expect(await count()).toBe(before);
    await expectAppError(addStudent({ churchId: w.church.id, userId: w.user.id, values: StudentSchema.parse({ firstname: "A", lastname: "B", motherId: w.theirs.parent.id }) }), "NOT_FOUND");
  });
});

describe("edit student", () => {
  it("loads the form's values, saves trimmed text, clears what is emptied and goes back to 'from' with the toast", async () => {
    const w = await world();
    const student = await createStudent({ churchId: w.church.id, firstname: "Old", lastname: "Name", altID: "A-1", notes: "Old notes", dateOfBirth: new Date("2014-02-03T00:00:00Z"), motherId: w.mother.id });
    const loaded = await answer(await run(editLoader, makeRequest(editUrl(student.id, `/religious-education/students/${student.id}`), { cookie: w.cookie }), { studentId: student.id }));
    expect(loaded.data).toMatchObject({ defaults: { firstname: "Old", lastname: "Name", altID: "A-1", dateOfBirth: "2014-02-03", motherId: w.mother.id, type: "CHURCH", status: "CURRENT" }, from: `/religious-education/students/${student.id}`, birthCertificate: null });

    const from = `/religious-education/students/${student.id}`;
    const saved = await post(editAction, editUrl(student.id, from), studentForm({ firstname: " New ", lastname: "Name ", altID: "", notes: "Line one\nLine two", gender: "FEMALE", livesWith: "MOTHER", status: "INACTIVE", fatherId: w.father.id, from }), w.cookie, { studentId: student.id });
    expect(saved).toMatchObject({ status: 302, location: from });
    expect(await toastsOf(saved.headers)).toEqual([{ type: "success", message: MESSAGES.studentUpdated }]);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({
      firstname: "New",
      lastname: "Name",
      searchName: "newname",
      altID: null,
      notes: "Line one\nLine two",
      gender: "FEMALE",
      livesWith: "MOTHER",
      status: "INACTIVE",
      motherId: null,
      fatherId: w.father.id,
      dateOfBirth: null,
    });
    // Without 'from' the spec says /login; an outside address is not followed.
    expect(await post(editAction, `/religious-education/students/${student.id}/edit`, studentForm(), w.cookie, { studentId: student.id })).toMatchObject({ location: "/login" });
    expect(await post(editAction, `/religious-education/students/${student.id}/edit`, studentForm({ from: "//evil.example" }), w.cookie, { studentId: student.id })).toMatchObject({ location: "/login" });
  });

  it("records the Profession of Faith on Edit Student only when the baptismal status asks for one", async () => {
    const w = await world();
    const profession = { professionOfFaith: "on", professionOfFaithDate: "2025-04-19" };
    for (const baptized of ["PROTESTANT", "ORTHODOX"] as const) {
      const student = await createStudent({ churchId: w.church.id, firstname: "Prof", lastname: baptized, baptized });
      const loaded = await answer(await run(editLoader, makeRequest(editUrl(student.id), { cookie: w.cookie }), { studentId: student.id }));
      expect(loaded.data, baptized).toMatchObject({ professionOfFaith: true });
      const saved = await post(editAction, editUrl(student.id), studentForm({ firstname: "Prof", lastname: baptized, ...profession }), w.cookie, { studentId: student.id });
      expect(saved.status, baptized).toBe(302);
      expect(await db.student.findUniqueOrThrow({ where: { id: student.id } }), baptized).toMatchObject({ professionOfFaith: true, professionOfFaithDate: new Date("2025-04-19T00:00:00Z") });
      // Unchecked: the date goes with it.
      await post(editAction, editUrl(student.id), studentForm({ firstname: "Prof", lastname: baptized, professionOfFaithDate: "2025-04-19" }), w.cookie, { studentId: student.id });
      expect(await db.student.findUniqueOrThrow({ where: { id: student.id } }), baptized).toMatchObject({ professionOfFaith: false, professionOfFaithDate: null });
    }
    const catholic = await createStudent({ churchId: w.church.id, firstname: "Cat", lastname: "Holic", baptized: "CATHOLIC" });
    const loaded = await answer(await run(editLoader, makeRequest(editUrl(catholic.id), { cookie: w.cookie }), { studentId: catholic.id }));
    expect(loaded.data).toMatchObject({ professionOfFaith: false });
    await post(editAction, editUrl(catholic.id), studentForm({ firstname: "Cat", lastname: "Holic", ...profession }), w.cookie, { studentId: catholic.id });
    expect(await db.student.findUniqueOrThrow({ where: { id: catholic.id } })).toMatchObject({ professionOfFaith: false, professionOfFaithDate: null });
  });

  it("keeps OCIA fields and their reveals only where they apply, clearing the rest", async () => {
    const w = await world();
    const student = await createStudent({ churchId: w.church.id, firstname: "Olivia", lastname: "Candidate", type: "RCIA" });
    const ocia = {
      type: "RCIA",
      address: "1 Main St",
      address2: "Apt 2",
      city: "Springfield",
      state: "IL",
      zip: "62701",
      email: "olivia@example.test",
      religiousAffiliation: "PROTESTANT",
      maritalStatus: "MARRIED",
      marriageAuthor: "CIVIL_GOVERNMENT",
      marriageHistory: "PREVIOUSLY_MARRIED",
      prevMarriageAuthor: "CATHOLIC_PRIEST",
      spouseReligiousAffiliation: "CATHOLIC",
      spouseMarriageHistory: "PREVIOUSLY_MARRIED",
      spousePrevMarriageAuthor: "CHRISTIAN_MINISTER",
    };
    const save = (fields: Record<string, string>) => post(editAction, editUrl(student.id), studentForm({ firstname: "Olivia", lastname: "Candidate", ...fields }), w.cookie, { studentId: student.id });
    expect((await save(ocia)).status).toBe(302);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ ...ocia, type: "RCIA" });

    // Single: no marriage authority, no spouse; First Marriage: no previous authority.
    expect((await save({ ...ocia, maritalStatus: "SINGLE", marriageHistory: "FIRST_MARRIAGE" })).status).toBe(302);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({
      address: "1 Main St",
      maritalStatus: "SINGLE",
      marriageAuthor: null,
      marriageHistory: "FIRST_MARRIAGE",
      prevMarriageAuthor: null,
      spouseReligiousAffiliation: null,
      spouseMarriageHistory: null,
      spousePrevMarriageAuthor: null,
    });
    // Married with a spouse in a first marriage: no spouse's previous authority.
    expect((await save({ ...ocia, spouseMarriageHistory: "FIRST_MARRIAGE" })).status).toBe(302);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ marriageAuthor: "CIVIL_GOVERNMENT", spouseMarriageHistory: "FIRST_MARRIAGE", spousePrevMarriageAuthor: null });
    // Not OCIA: every OCIA field is cleared, whatever was posted.
    expect((await save({ ...ocia, type: "SCHOOL" })).status).toBe(302);
    const cleared = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    for (const key of Object.keys(ocia).filter((k) => k !== "type")) expect(cleared[key as keyof typeof cleared], key).toBeNull();
    expect(cleared.type).toBe("SCHOOL");
    // "Never Married" is not a spouse's history.
    const bad = await save({ ...ocia, spouseMarriageHistory: "NEVER_MARRIED" });
    expect(bad.status).toBe(400);
    expect((bad.data as Reply).result?.error.spouseMarriageHistory).toBeTruthy();
  });

  it("refuses bad input with messages, keeping the typed values and changing nothing", async () => {
    const w = await world();
    const student = await createStudent({ churchId: w.church.id, firstname: "Keep", lastname: "Me", motherId: w.mother.id });
    const cases: [Record<string, string>, string, string][] = [
      [{ firstname: "", middlename: "Typed" }, "", MESSAGES.nameRequired],
      [{ dateOfBirth: "2999-01-01", middlename: "Typed" }, "dateOfBirth", "Date of Birth must be a valid date, not in the future"],
      [{ type: "Wizard", middlename: "Typed" }, "type", "Choose a student type from the list"],
      [{ firstname: "Bad\u0000Name", middlename: "Typed" }, "firstname", "Firstname contains characters that are not allowed"],
      [{ motherId: w.father.id, middlename: "Typed" }, "motherId", "Choose a mother from the list"],
    ];
    for (const [fields, key, message] of cases) {
      const res = await post(editAction, editUrl(student.id), studentForm(fields), w.cookie, { studentId: student.id });
      expect(res.status, message).toBe(400);
      expect((res.data as Reply).result?.error[key], message).toEqual([message]);
      expect((res.data as Reply).result?.initialValue.middlename).toBe("Typed");
    }
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ firstname: "Keep", middlename: null, motherId: w.mother.id });
  });

  it("uploads and replaces the birth certificate, and refuses a renamed executable, a file over 20MB and an empty file", async () => {
    const w = await world();
    const student = await createStudent({ churchId: w.church.id, firstname: "Cert", lastname: "Holder" });
    const old = await createStudentDocument({ churchId: w.church.id, studentId: student.id, kind: "BIRTH_CERTIFICATE", filename: "old.pdf" });
    const pdf = await makePdf("New birth certificate");
    const bad: [string, Part, string][] = [
      ["renamed executable", { name: "birthCertificate", bytes: EXE, filename: "birth.pdf" }, MESSAGES.unsupportedPdf],
      ["over 20MB", { name: "birthCertificate", bytes: Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024, 0x20)]), filename: "big.pdf" }, MESSAGES.fileTooLarge(20)],
      ["empty file", { name: "birthCertificate", bytes: Buffer.alloc(0), filename: "empty.pdf" }, MESSAGES.invalidFile],
    ];
    for (const [label, part, message] of bad) {
      const res = await post(editAction, editUrl(student.id), studentForm({ firstname: "Typed", lastname: "Names" }, [part]), w.cookie, { studentId: student.id });
      expect(res.status, label).toBe(400);
      const reply = res.data as Reply;
      expect(reply.result?.error.birthCertificate, label).toEqual([message]);
      expect(reply.result?.initialValue, label).toMatchObject({ firstname: "Typed", lastname: "Names" });
    }
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ firstname: "Cert", lastname: "Holder" });
    expect((await db.studentDocument.findMany({ where: { studentId: student.id } })).map((d) => d.id)).toEqual([old.id]);
    expect(await db.storedFile.count({ where: { churchId: w.church.id } })).toBe(1);

    const ok = await post(editAction, editUrl(student.id), studentForm({ firstname: "Cert", lastname: "Holder" }, [{ name: "birthCertificate", bytes: pdf, filename: "new.pdf" }]), w.cookie, { studentId: student.id });
    expect(ok.status).toBe(302);
    const documents = await db.studentDocument.findMany({ where: { studentId: student.id }, include: { file: true } });
    expect(documents.map((d) => [d.kind, d.file.filename])).toEqual([["BIRTH_CERTIFICATE", "new.pdf"]]);
    expect(await db.storedFile.findUnique({ where: { id: old.fileId } })).toBeNull();
    // Saving without a file keeps the certificate.
    expect((await post(editAction, editUrl(student.id), studentForm({ firstname: "Cert", lastname: "Holder" }), w.cookie, { studentId: student.id })).status).toBe(302);
    expect(await db.studentDocument.count({ where: { studentId: student.id } })).toBe(1);
  });

  it("answers the spec's failure message when the file cannot be stored, saving nothing", async () => {
    const w = await world();
    const student = await createStudent({ churchId: w.church.id, firstname: "Store", lastname: "Fails" });
    // A plain file where the church's folder should be: the disk store cannot write under it.
    const dir = path.join(process.env.DATA_DIR!, "files");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, w.church.id), "not a folder");
    const res = await post(editAction, editUrl(student.id), studentForm({ firstname: "Changed" }, [{ name: "birthCertificate", bytes: await makePdf(), filename: "b.pdf" }]), w.cookie, { studentId: student.id });
    expect(res.status).toBe(500);
    expect((res.data as Reply).result?.error[""]).toEqual([MESSAGES.studentUpdateFailed]);
    expect((res.data as Reply).result?.initialValue.firstname).toBe("Changed");
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ firstname: "Store" });
    expect(await db.storedFile.count({ where: { churchId: w.church.id } })).toBe(0);
  });

  it("answers 404 for another church's student or parent, and for odd ids, changing nothing", async () => {
    const w = await world();
    const mine = await createStudent({ churchId: w.church.id, firstname: "Mine", lastname: "Student" });
    const theirId = w.theirs.student.id;
    expect((await answer(await run(editLoader, makeRequest(editUrl(theirId), { cookie: w.cookie }), { studentId: theirId }))).status).toBe(404);
    expect((await post(editAction, editUrl(theirId), studentForm({ firstname: "Hacked" }), w.cookie, { studentId: theirId })).status).toBe(404);
    expect((await post(editAction, editUrl(theirId), studentForm({ firstname: "" }), w.cookie, { studentId: theirId })).status).toBe(404);
    expect((await post(editAction, editUrl(mine.id), studentForm({ motherId: w.theirs.parent.id }), w.cookie, { studentId: mine.id })).status).toBe(404);
    for (const odd of ["a\u0000b", "x".repeat(100), "../etc"]) {
      expect((await answer(await run(editLoader, makeRequest("/religious-education/students/x/edit", { cookie: w.cookie }), { studentId: odd }))).status).toBe(404);
    }
    expect(await db.student.findUniqueOrThrow({ where: { id: theirId } })).toMatchObject({ firstname: "Maria", motherId: w.theirs.parent.id });
    expect(await db.student.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({ motherId: null });
    await expectAppError(updateStudent({ churchId: w.church.id, userId: w.user.id, studentId: theirId, values: StudentSchema.parse({ firstname: "X", lastname: "Y" }) }), "NOT_FOUND");
    await expectAppError(assertStudent(churchScope(w.church.id), theirId), "NOT_FOUND");
    await expect(assertStudent(churchScope(w.other.id), theirId)).resolves.toBeUndefined();
  });

  it("turns a stored student back into form values", () => {
    expect(studentFormDefaults({ firstname: "A", middlename: null, dateOfBirth: new Date("2010-01-02T00:00:00Z"), type: "RCIA", notes: undefined })).toEqual({ firstname: "A", dateOfBirth: "2010-01-02", type: "RCIA" });
  });
});

describe("student page", () => {
  it("shows everything known of the student, and 404 for another church's or an unknown id", async () => {
    const w = await world();
    const student = await createStudent({
      churchId: w.church.id,
      firstname: "Page",
      lastname: "Student",
      type: "RCIA",
      dateOfBirth: new Date("2000-01-01T00:00:00Z"),
      motherId: w.mother.id,
      baptized: "PROTESTANT",
      maritalStatus: "MARRIED",
    });
    await createRegistration({ churchId: w.church.id, studentId: student.id, schoolClassId: w.classA.id, schoolYearId: w.year.id, tuitionCents: 12550, paid: false, photographyPermission: true });
    await createRegistration({ churchId: w.church.id, studentId: student.id, schoolClassId: w.classB.id, schoolYearId: w.pastYear.id, tuitionCents: 10000, paid: true });
    await createSponsor({ churchId: w.church.id, studentId: student.id, firstname: "Spon", lastname: "Sor" });
    await createStudentDocument({ churchId: w.church.id, studentId: student.id, kind: "BIRTH_CERTIFICATE" });

    const res = await answer(await run(pageLoader, makeRequest(`/religious-education/students/${student.id}`, { cookie: w.cookie }), { studentId: student.id }));
    const data = res.data as Awaited<ReturnType<typeof pageLoader>>;
    expect(data.age).toBeGreaterThanOrEqual(26);
    expect(data.student).toMatchObject({ firstname: "Page", type: "RCIA", mother: { id: w.mother.id, email: "rosa@example.test", cellPhone: "555-0101", role: "MOTHER" }, father: null });
    expect(data.student.registrations.map((r) => [r.schoolYear.yearName, r.schoolClass.className, r.tuitionCents, r.paid])).toEqual([
      ["2026-2027", "Grade 2", 12550, false],
      ["2025-2026", "Confirmation", 10000, true],
    ]);
    expect(data.student.sponsors.map((s) => s.firstname)).toEqual(["Spon"]);
    expect(data.student.documents.map((d) => d.kind)).toEqual(["BIRTH_CERTIFICATE"]);
    expect((await getStudent(churchScope(w.church.id), student.id)).id).toBe(student.id);

    for (const id of [w.theirs.student.id, "missing", "bad id%"]) {
      expect((await answer(await run(pageLoader, makeRequest(`/religious-education/students/x`, { cookie: w.cookie }), { studentId: id }))).status, id).toBe(404);
    }
    await expectAppError(getStudent(churchScope(w.church.id), w.theirs.student.id), "NOT_FOUND");
  });

  it("deletes a document with the spec's toast; another church's or student's document is 404 and stays", async () => {
    const w = await world();
    const student = await createStudent({ churchId: w.church.id, firstname: "Doc", middlename: "M", lastname: "Owner" });
    const sibling = await createStudent({ churchId: w.church.id, firstname: "Sib", lastname: "Ling" });
    const doc = await createStudentDocument({ churchId: w.church.id, studentId: student.id, kind: "BAPTISMAL_CERTIFICATE" });
    const siblingDoc = await createStudentDocument({ churchId: w.church.id, studentId: sibling.id, kind: "BIRTH_CERTIFICATE" });
    const url = `/religious-education/students/${student.id}?index`;
    const del = (documentId: string, studentId = student.id, intent = "delete-document") => post(pageAction, url, toForm({ intent, documentId }), w.cookie, { studentId });

    const done = await del(doc.id);
    expect(done).toMatchObject({ status: 302, location: `/religious-education/students/${student.id}` });
    expect(await toastsOf(done.headers)).toEqual([{ type: "success", message: "Baptismal Certificate of Doc M Owner deleted successfully." }]);
    expect(await db.studentDocument.findUnique({ where: { id: doc.id } })).toBeNull();
    expect(await db.storedFile.findUnique({ where: { id: doc.fileId } })).toBeNull();

    expect((await del(siblingDoc.id)).status).toBe(404);
    expect((await del(w.theirs.document.id)).status).toBe(404);
    expect((await del(w.theirs.document.id, w.theirs.student.id)).status).toBe(404);
    expect((await del("%00")).status).toBe(404);
    expect(await db.studentDocument.count({ where: { id: { in: [siblingDoc.id, w.theirs.document.id] } } })).toBe(2);
    await expectAppError(deleteStudentDocument({ churchId: w.church.id, studentId: w.theirs.student.id, documentId: w.theirs.document.id }), "NOT_FOUND");

    const unknownIntent = await del(siblingDoc.id, student.id, "delete-everything");
    expect(unknownIntent).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.invalidRequest] } } } });
  });
});

function toForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
