import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  createChurch,
  createRegistration,
  createSchoolClass,
  createSchoolYear,
  createSponsor,
  createStudent,
  createStudentDocument,
  createTeacher,
  createUser,
} from "../../prisma/factories";
import type { Prisma } from "~/generated/prisma/client";
import { AGES_REVERSED, ClassSchema } from "~/modules/education/classes/class-schema";
import { createClass } from "~/modules/education/classes/create-class.server";
import { getEducationHome } from "~/modules/education/home/get-education-home.server";
import { baptismReport } from "~/modules/education/reports/baptism-report.server";
import { easterVigilReport, sacramentsNeeded } from "~/modules/education/reports/easter-vigil-report.server";
import { missingDocsReport } from "~/modules/education/reports/missing-docs-report.server";
import { notesReport } from "~/modules/education/reports/notes-report.server";
import { ageReferenceDate, overageReport } from "~/modules/education/reports/overage-report.server";
import { loadReport, type ReportPageData } from "~/modules/education/reports/report-loader.server";
import type { ReportDefinition } from "~/modules/education/reports/report-query.server";
import { saintReport } from "~/modules/education/reports/saint-report.server";
import type { EducationScope } from "~/modules/education/scope.server";
import { sacramentRecord } from "~/modules/education/students/update-sacraments.server";
import { loader as indexLoader } from "~/routes/religious-education.reports._index";
import { loader as staffDownload } from "~/routes/religious-education.reports.$report.download";
import { loader as baptismLoader } from "~/routes/religious-education.reports.baptism-report";
import { loader as easterVigilLoader } from "~/routes/religious-education.reports.easter-vigil-report";
import { loader as missingDocsLoader } from "~/routes/religious-education.reports.missing-docs";
import { loader as notesLoader } from "~/routes/religious-education.reports.notes-report";
import { loader as overageLoader } from "~/routes/religious-education.reports.overage-report";
import { loader as saintLoader } from "~/routes/religious-education.reports.saint-report";
import { loader as teacherDownload } from "~/routes/re.teacher.reports.$report.download";
import { loader as teacherBaptismLoader } from "~/routes/re.teacher.reports.baptism-report";
import { loader as teacherMissingDocsLoader } from "~/routes/re.teacher.reports.missing-docs";
import { loader as teacherNotesLoader } from "~/routes/re.teacher.reports.notes-report";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Loader = Parameters<typeof run>[0];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A report page's data as a navigation within the app gets it (its rows as data, see rowsOnce). */
async function page<Row>(loader: Loader, path: string, cookie: string) {
  const outcome = await answer(await run(loader, makeRequest(path, { cookie })));
  expect(outcome.status, path).toBe(200);
  const data = outcome.data as ReportPageData<Row>;
  expect(data.rows.rows, path).not.toBeNull();
  expect(data.rows.count, path).toBe(data.rows.rows!.length);
  return { ...data, rows: data.rows.rows! };
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const field = (data: { fields: { name: string; value: string; options: { label: string }[] }[] }, name: string) => data.fields.find((f) => f.name === name);

/** The sheet of a download, read back: its header row and its rows as text. */
async function sheetOf(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const width = sheet.getRow(1).cellCount;
  const text = (v: ExcelJS.CellValue) => (v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? "" : String(v));
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, k) => text(row.getCell(k + 1).value))));
  return { name: sheet.name, header: rows[0], rows: rows.slice(1) };
}

async function download(loader: Loader, path: string, cookie: string, report: string) {
  const outcome = await run(loader, makeRequest(path, { cookie }), { report });
  return (outcome.result ?? outcome.thrown) as Response;
}

/**
 * One parish with a current and a past year; Grade 2 (taught by the signed-in teacher, usual ages
 * 7 to 8), Confirmation 1 (tagged Confirmation) and OCIA Adults (another teacher); students covering
 * each report's cases. A second parish with look-alike data that must never show.
 */
async function setup() {
  const church = await createChurch({ name: "St. Anne" });
  const staff = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
  const teacherUser = await createUser({ churchId: church.id, roles: ["TEACHER"] });
  const teacher = await createTeacher({ churchId: church.id, firstname: "Tess", lastname: "Teacher", userId: teacherUser.id });
  const otherTeacher = await createTeacher({ churchId: church.id, firstname: "Otto", lastname: "Other" });
  const current = await createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const past = await createSchoolYear({ churchId: church.id, yearName: "2025-2026" });
  const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2", teacherId: teacher.id, tags: ["First Communion"] });
  await db.schoolClass.update({ where: { id: grade2.id }, data: { minAge: 7, maxAge: 8 } });
  const confirmation = await createSchoolClass({ churchId: church.id, className: "Confirmation 1", teacherId: otherTeacher.id, tags: ["High School", "confirmation"] });
  const ocia = await createSchoolClass({ churchId: church.id, className: "OCIA Adults", teacherId: otherTeacher.id, tags: ["OCIA"] });
  await createSchoolClass({ churchId: church.id, className: "Empty Class", teacherId: teacher.id });

  const student = async (firstname: string, lastname: string, schoolClassId: string, data: Omit<Partial<Prisma.StudentUncheckedCreateInput>, "churchId" | "searchName"> = {}, registration: { notes?: string; yearId?: string } = {}) => {
    const s = await createStudent({ churchId: church.id, firstname, lastname, ...data });
    await createRegistration({ churchId: church.id, studentId: s.id, schoolClassId, schoolYearId: registration.yearId ?? current.id, notes: registration.notes ?? null });
    return s;
  };
  // Grade 2: ages on 09/01/2026.
  const zoe = await student("Zoe", "Adams", grade2.id, { dateOfBirth: day("2019-03-01"), baptized: "CATHOLIC", notes: "Allergic to peanuts." }); // 7
  const max = await student("Max", "Brown", grade2.id, { dateOfBirth: day("2017-09-01"), baptized: "PROTESTANT", type: "SCHOOL" }, { notes: "Pays in two installments." }); // 9: overage
  const lia = await student("Lia", "Cruz", grade2.id, { dateOfBirth: day("2017-09-02"), baptized: "NO", status: "INACTIVE" }); // 8
  const noDob = await student("Ned", "Dale", grade2.id, { baptized: "CATHOLIC", firstCommunion: true });
  // Confirmation 1.
  const cara = await student("Cara", "Evans", confirmation.id, { baptized: "CATHOLIC", firstCommunion: true, confirmationSaint: "Saint Cecilia", notes: "Sings in the choir." });
  const finn = await student("Finn", "Ford", confirmation.id, { baptized: "ORTHODOX", professionOfFaith: true, professionOfFaithDate: day("2026-10-11") });
  const gus = await student("Gus", "Grant", confirmation.id, { baptized: "CATHOLIC", sacramentalStatus: "EXCLUDED" });
  const hal = await student("Hal", "Hill", confirmation.id, { confirmation: true, confirmationDate: day("2026-05-17"), confirmationSaint: "Saint Jerome" });
  // OCIA Adults.
  const ivy = await student("Ivy", "Irwin", ocia.id, { type: "RCIA", baptized: "NO", sacramentalTrack: "EASTER_VIGIL", easterVigilTarget: 2027, marriageHistory: "FIRST_MARRIAGE" });
  const jon = await student("Jon", "Jones", ocia.id, { type: "RCIA", baptized: "PROTESTANT", baptizedDate: day("1990-01-01") });
  const kim = await student("Kim", "King", ocia.id, { type: "RCIA", baptized: "ORTHODOX" });
  // Last year only.
  const old = await student("Olga", "Old", grade2.id, { notes: "Moved away.", baptized: "CATHOLIC", status: "GRADUATED" }, { yearId: past.id });

  await createStudentDocument({ churchId: church.id, studentId: zoe.id, kind: "BAPTISMAL_CERTIFICATE" });
  await createStudentDocument({ churchId: church.id, studentId: noDob.id, kind: "BAPTISMAL_CERTIFICATE" });
  await createStudentDocument({ churchId: church.id, studentId: jon.id, kind: "BAPTISMAL_CERTIFICATE" });
  await createStudentDocument({ churchId: church.id, studentId: ivy.id, kind: "BIRTH_CERTIFICATE" });
  await createSponsor({ churchId: church.id, firstname: "Sam", lastname: "Sponsor", studentId: cara.id });

  // Another parish: the same kinds of records, never shown to St. Anne.
  const other = await createChurch({ name: "St. Other" });
  const otherStaff = await createUser({ churchId: other.id, roles: ["SCHOOL_USER"] });
  const otherYear = await createSchoolYear({ churchId: other.id, yearName: "2026-2027", isCurrent: true });
  const otherClass = await createSchoolClass({ churchId: other.id, className: "Grade 2", tags: ["Confirmation"] });
  await db.schoolClass.update({ where: { id: otherClass.id }, data: { minAge: 3, maxAge: 3 } });
  const foreign = await createStudent({ churchId: other.id, firstname: "Foreign", lastname: "Aaron", dateOfBirth: day("2010-01-01"), baptized: "PROTESTANT", notes: "Not yours.", type: "RCIA", confirmationSaint: "Saint Foreign" });
  await createRegistration({ churchId: other.id, studentId: foreign.id, schoolClassId: otherClass.id, schoolYearId: otherYear.id, notes: "Not yours either." });

  return {
    church,
    other,
    current,
    past,
    grade2,
    confirmation,
    ocia,
    otherClass,
    students: { zoe, max, lia, noDob, cara, finn, gus, hal, ivy, jon, kim, old, foreign },
    cookie: await signIn(staff),
    teacherCookie: await signIn(teacherUser),
    otherCookie: await signIn(otherStaff),
  };
}

const R = "/religious-education/reports";
const T = "/re/teacher/reports";

describe("reports index", () => {
  it("is for the program's staff: a teacher goes to /unauthorized, a visitor to sign in", async () => {
    const { cookie, teacherCookie } = await setup();
    expect(await answer(await run(indexLoader, makeRequest(R, { cookie })))).toMatchObject({ status: 200 });
    expect(await answer(await run(indexLoader, makeRequest(R, { cookie: teacherCookie })))).toMatchObject({ status: 302, location: "/unauthorized" });
    expect((await answer(await run(indexLoader, makeRequest(R)))).location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("common filters", () => {
  it("default to the current year and all classes; the Class filter shows only with more than one class; bad values fall back", async () => {
    const { cookie, current, past, grade2, otherClass } = await setup();
    const data = await page<{ name: string }>(notesLoader, `${R}/notes-report`, cookie);
    expect(field(data, "year")).toMatchObject({ value: current.id, options: [{ label: "2026-2027 (current)" }, { label: "2025-2026" }] });
    // Classes of the year with registrations, by name (Empty Class has none).
    expect(field(data, "class")?.options.map((o) => o.label)).toEqual(["All", "Confirmation 1", "Grade 2", "OCIA Adults"]);
    expect(data.print.church).toBe("St. Anne");
    expect(data.print.printedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(data.downloadHref).toBe(`${R}/notes-report/download?year=${current.id}`);

    // Last year had one class: no Class filter.
    const lastYear = await page<{ name: string }>(notesLoader, `${R}/notes-report?year=${past.id}`, cookie);
    expect(field(lastYear, "class")).toBeUndefined();
    expect(names(lastYear.rows)).toEqual(["Olga Old"]);

    // Garbage, another parish's ids, and a class without registrations in the year: the defaults, never a 500.
    for (const query of ["year=%00&class=x'--", `year=${"9".repeat(300)}`, `class=${otherClass.id}`, `year=${past.id}&class=${otherClass.id}`, "class=&status=&type=", "year[]=1&class=1&class=2"]) {
      const fallback = await page<{ name: string }>(notesLoader, `${R}/notes-report?${query}`, cookie);
      expect(field(fallback, "class")?.value ?? "", query).toBe("");
    }
    const chosen = await page<{ name: string }>(notesLoader, `${R}/notes-report?class=${grade2.id}`, cookie);
    expect(field(chosen, "class")?.value).toBe(grade2.id);
    expect(chosen.downloadHref).toBe(`${R}/notes-report/download?year=${current.id}&class=${grade2.id}`);
  });

  it("say so when the parish has no school year", async () => {
    const church = await createChurch();
    const cookie = await signIn(await createUser({ churchId: church.id, roles: ["CHURCH_USER"] }));
    const data = await page(baptismLoader, `${R}/baptism-report`, cookie);
    expect(data).toMatchObject({ hasYear: false, rows: [] });
    expect(data.fields.map((f) => f.name)).toEqual(["status", "type"]);
  });
});

describe("Notes Report", () => {
  it("lists the year's registrations with student or registration notes, by last name, and nothing of another parish", async () => {
    const { cookie, otherCookie, grade2, students } = await setup();
    const data = await page<{ name: string; studentId: string; studentNotes: string | null; registrationNotes: string | null; className: string }>(notesLoader, `${R}/notes-report`, cookie);
    expect(data.rows.map(({ name, studentNotes, registrationNotes, className }) => ({ name, studentNotes, registrationNotes, className }))).toEqual([
      { name: "Zoe Adams", studentNotes: "Allergic to peanuts.", registrationNotes: null, className: "Grade 2" },
      { name: "Max Brown", studentNotes: null, registrationNotes: "Pays in two installments.", className: "Grade 2" },
      { name: "Cara Evans", studentNotes: "Sings in the choir.", registrationNotes: null, className: "Confirmation 1" },
    ]);
    expect(data.rows[0].studentId).toBe(students.zoe.id);
    expect(data.base).toBe("/religious-education");
    const grade2Only = await page<{ name: string }>(notesLoader, `${R}/notes-report?class=${grade2.id}`, cookie);
    expect(names(grade2Only.rows)).toEqual(["Zoe Adams", "Max Brown"]);
    // The other parish sees its own notes only.
    expect(names((await page<{ name: string }>(notesLoader, `${R}/notes-report`, otherCookie)).rows)).toEqual(["Foreign Aaron"]);
  });

  it("on a document request puts its rows into the page's HTML only (the request's documentRows), not into its data", async () => {
    const { cookie } = await setup();
    const documentRows = new Map<string, unknown[]>();
    const outcome = await answer(await run(notesLoader, makeRequest(`${R}/notes-report`, { cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(outcome.data).toMatchObject({ rows: { key: "report", count: 3, rows: null }, total: 3 });
    expect(names(documentRows.get("report") as { name: string }[])).toEqual(["Zoe Adams", "Max Brown", "Cara Evans"]);
  });
});

describe("Baptism Report", () => {
  it("filters by status (No includes not recorded) and type, sorts by last name, and shows the Profession of Faith", async () => {
    const { cookie, confirmation } = await setup();
    type Row = { name: string; baptized: string; baptismType: string | null; profession: string; professionText: string; className: string };
    const all = await page<Row>(baptismLoader, `${R}/baptism-report`, cookie);
    expect(names(all.rows)).toEqual(["Zoe Adams", "Max Brown", "Lia Cruz", "Ned Dale", "Cara Evans", "Finn Ford", "Gus Grant", "Hal Hill", "Ivy Irwin", "Jon Jones", "Kim King"]);
    const row = (name: string) => all.rows.find((r) => r.name === name)!;
    expect(row("Max Brown")).toMatchObject({ baptized: "Yes", baptismType: "Protestant", profession: "required", professionText: "A Profession of Faith is Required" });
    expect(row("Finn Ford")).toMatchObject({ baptized: "Yes", baptismType: "Orthodox", profession: "made", professionText: "Profession of Faith made on 10/11/2026" });
    expect(row("Kim King")).toMatchObject({ profession: "required" });
    expect(row("Zoe Adams")).toMatchObject({ baptized: "Yes", baptismType: "Catholic", profession: "no", professionText: "No" });
    expect(row("Hal Hill")).toMatchObject({ baptized: "No", baptismType: null });
    expect(row("Lia Cruz")).toMatchObject({ baptized: "No", baptismType: null });

    const by = async (query: string) => names((await page<Row>(baptismLoader, `${R}/baptism-report?${query}`, cookie)).rows);
    expect(await by("status=CATHOLIC")).toEqual(["Zoe Adams", "Ned Dale", "Cara Evans", "Gus Grant"]);
    expect(await by("status=ORTHODOX")).toEqual(["Finn Ford", "Kim King"]);
    expect(await by("status=PROTESTANT")).toEqual(["Max Brown", "Jon Jones"]);
    expect(await by("status=NO")).toEqual(["Lia Cruz", "Hal Hill", "Ivy Irwin"]);
    expect(await by("type=SCHOOL")).toEqual(["Max Brown"]);
    expect(await by("type=RCIA&status=PROTESTANT")).toEqual(["Jon Jones"]);
    expect(await by(`class=${confirmation.id}&status=ORTHODOX`)).toEqual(["Finn Ford"]);
    // Unknown values: All.
    expect(await by("status=Baptized%20Catholic&type=rcia")).toHaveLength(11);
    const labels = (await page<Row>(baptismLoader, `${R}/baptism-report`, cookie)).fields.map((f) => [f.label, f.options.map((o) => o.label)]);
    expect(labels).toContainEqual(["Baptism Status", ["All", "Baptized Catholic", "Orthodox", "Protestant", "No"]]);
    expect(labels).toContainEqual(["Student Type", ["All", "Church", "School", "OCIA"]]);
  });
});

describe("Missing Docs Report", () => {
  it("lists Current students owing a certificate, with each document's state, and agrees with the home figure", async () => {
    const { church, cookie } = await setup();
    type Row = { name: string; documents: (string | null)[] };
    const any = await page<Row>(missingDocsLoader, `${R}/missing-docs`, cookie);
    // Lia is Inactive; Zoe's and Ned's certificates are on file; Hal has no baptism recorded.
    expect(any.rows.map((r) => [r.name, r.documents])).toEqual([
      ["Max Brown", ["missing", null, null]],
      ["Ned Dale", ["uploaded", "missing", null]],
      ["Cara Evans", ["missing", "missing", null]],
      ["Finn Ford", ["missing", null, null]],
      ["Gus Grant", ["missing", null, null]],
      ["Hal Hill", [null, null, "missing"]],
      ["Kim King", ["missing", null, null]],
    ]);
    const home = await getEducationHome(church.id);
    // Every Current student of the parish is registered this year (Olga, last year's, has graduated).
    expect(home.counts.missingDocuments).toBe(any.rows.length);

    const by = async (query: string) => names((await page<Row>(missingDocsLoader, `${R}/missing-docs?${query}`, cookie)).rows);
    expect(await by("missing=FIRST_COMMUNION_CERTIFICATE")).toEqual(["Ned Dale", "Cara Evans"]);
    expect(await by("missing=CONFIRMATION_CERTIFICATE")).toEqual(["Hal Hill"]);
    expect(await by("missing=BAPTISMAL_CERTIFICATE&type=SCHOOL")).toEqual(["Max Brown"]);
    expect(await by("type=RCIA")).toHaveLength(7);
    const labels = any.fields.map((f) => [f.label, f.options.map((o) => o.label)]);
    expect(labels).toContainEqual(["Missing Docs", ["Any", "Baptism Doc", "First Communion Doc", "Confirmation Doc"]]);
    expect(labels).toContainEqual(["Student Type", ["All", "Church", "School"]]);
  });
});

describe("Overage Report", () => {
  it("counts ages on September 1 of the school year and lists students older than their class's usual ages", async () => {
    const { cookie, grade2, confirmation } = await setup();
    expect(ageReferenceDate("2026-2027")).toEqual(day("2026-09-01"));
    expect(ageReferenceDate("Fall Term", new Date("2026-11-23T15:00:00Z"))).toEqual(day("2026-11-23"));
    type Row = { name: string; age: number; dateOfBirthText: string; usualAges: string; yearsOver: number; className: string };
    const data = await page<Row>(overageLoader, `${R}/overage-report`, cookie);
    expect(data.rows.map(({ name, age, dateOfBirthText, usualAges, yearsOver, className }) => ({ name, age, dateOfBirthText, usualAges, yearsOver, className }))).toEqual([
      { name: "Max Brown", age: 9, dateOfBirthText: "09/01/2017", usualAges: "7–8", yearsOver: 1, className: "Grade 2" },
    ]);
    expect(data.notes).toEqual([
      "Ages are whole years on 09/01/2026.",
      "Not checked (no usual ages set on the class): Confirmation 1, OCIA Adults.",
      "1 student has no date of birth and could not be checked.",
    ]);
    const none = await page<Row>(overageLoader, `${R}/overage-report?class=${confirmation.id}`, cookie);
    expect(none.rows).toEqual([]);
    await db.schoolClass.update({ where: { id: grade2.id }, data: { maxAge: 9 } });
    expect((await page<Row>(overageLoader, `${R}/overage-report?class=${grade2.id}`, cookie)).rows).toEqual([]);
  });
});

describe("Saint Report", () => {
  it("lists the Sacramental Program students of confirmation classes with their saint and sponsors", async () => {
    const { cookie, grade2 } = await setup();
    type Row = { name: string; saint: string | null; sponsors: string; confirmed: string | null; className: string };
    const data = await page<Row>(saintLoader, `${R}/saint-report`, cookie);
    // Gus is excluded from the sacraments; the classes not tagged Confirmation are left out.
    expect(data.rows.map(({ name, saint, sponsors, confirmed }) => ({ name, saint, sponsors, confirmed }))).toEqual([
      { name: "Cara Evans", saint: "Saint Cecilia", sponsors: "Sam Sponsor", confirmed: null },
      { name: "Finn Ford", saint: null, sponsors: "", confirmed: null },
      { name: "Hal Hill", saint: "Saint Jerome", sponsors: "", confirmed: "05/17/2026" },
    ]);
    expect(names((await page<Row>(saintLoader, `${R}/saint-report?saint=missing`, cookie)).rows)).toEqual(["Finn Ford"]);
    expect(names((await page<Row>(saintLoader, `${R}/saint-report?saint=chosen`, cookie)).rows)).toEqual(["Cara Evans", "Hal Hill"]);
    const untagged = await page<Row>(saintLoader, `${R}/saint-report?class=${grade2.id}`, cookie);
    expect(untagged).toMatchObject({ rows: [], notes: ["No class of this school year is tagged Confirmation: tag the confirmation classes with Edit Class."] });
  });
});

describe("Easter Vigil Report", () => {
  it("lists OCIA and Easter Vigil candidates with target, baptismal status, sacraments needed and missing documents", async () => {
    const { cookie } = await setup();
    type Row = { name: string; type: string; target: string | null; baptismalStatus: string; needs: string[]; missingDocuments: string[] };
    const data = await page<Row>(easterVigilLoader, `${R}/easter-vigil-report`, cookie);
    expect(data.rows.map(({ name, type, target, baptismalStatus, needs, missingDocuments }) => ({ name, type, target, baptismalStatus, needs, missingDocuments }))).toEqual([
      { name: "Ivy Irwin", type: "OCIA", target: "Easter Vigil 2027", baptismalStatus: "Not Baptized", needs: ["Baptism", "First Communion", "Confirmation"], missingDocuments: ["Marriage Documents"] },
      { name: "Jon Jones", type: "OCIA", target: null, baptismalStatus: "Baptized Protestant", needs: ["Profession of Faith", "First Communion", "Confirmation"], missingDocuments: ["Birth Certificate"] },
      { name: "Kim King", type: "OCIA", target: null, baptismalStatus: "Baptized Orthodox", needs: ["Profession of Faith"], missingDocuments: ["Birth Certificate", "Baptismal Certificate"] },
    ]);
    expect(names((await page<Row>(easterVigilLoader, `${R}/easter-vigil-report?target=2027`, cookie)).rows)).toEqual(["Ivy Irwin"]);
    expect(names((await page<Row>(easterVigilLoader, `${R}/easter-vigil-report?target=none`, cookie)).rows)).toEqual(["Jon Jones", "Kim King"]);
    expect(names((await page<Row>(easterVigilLoader, `${R}/easter-vigil-report?target=2031`, cookie)).rows)).toHaveLength(3);
    expect(sacramentsNeeded({ baptized: null, professionOfFaith: false, firstCommunion: true, confirmation: null })).toEqual(["Baptism", "Confirmation"]);
    expect(sacramentsNeeded({ baptized: "CATHOLIC", professionOfFaith: false, firstCommunion: true, confirmation: true })).toEqual([]);
  });
});

describe("teacher portal", () => {
  it("shows a teacher only their own classes' rows; another class in ?class= is ignored like an unknown id", async () => {
    const { teacherCookie, confirmation, otherClass, grade2 } = await setup();
    for (const query of ["", `?class=${confirmation.id}`, `?class=${otherClass.id}`, "?class=nope"]) {
      const notes = await page<{ name: string }>(teacherNotesLoader, `${T}/notes-report${query}`, teacherCookie);
      expect(names(notes.rows), query).toEqual(["Zoe Adams", "Max Brown"]);
      // One class of theirs has registrations this year: no Class filter.
      expect(field(notes, "class")).toBeUndefined();
      const baptism = await page<{ name: string }>(teacherBaptismLoader, `${T}/baptism-report${query}`, teacherCookie);
      expect(names(baptism.rows), query).toEqual(["Zoe Adams", "Max Brown", "Lia Cruz", "Ned Dale"]);
      const missing = await page<{ name: string }>(teacherMissingDocsLoader, `${T}/missing-docs${query}`, teacherCookie);
      expect(names(missing.rows), query).toEqual(["Max Brown", "Ned Dale"]);
    }
    const notes = await page<{ name: string }>(teacherNotesLoader, `${T}/notes-report?class=${grade2.id}`, teacherCookie);
    expect(notes).toMatchObject({ base: "/re/teacher", portal: "teacher", downloadHref: expect.stringMatching(/^\/re\/teacher\/reports\/notes-report\/download\?year=/) });
    const sheet = await sheetOf(await download(teacherDownload, `${T}/baptism-report/download?class=${confirmation.id}`, teacherCookie, "baptism-report"));
    expect(sheet.rows.map((r) => r[0])).toEqual(["Zoe Adams", "Max Brown", "Lia Cruz", "Ned Dale"]);
  });

  it("keeps a teacher to the teacher reports and staff to theirs", async () => {
    const { cookie, teacherCookie, church } = await setup();
    for (const report of ["overage-report", "saint-report", "easter-vigil-report", "nope"]) {
      expect((await download(teacherDownload, `${T}/${report}/download`, teacherCookie, report)).status, report).toBe(404);
    }
    // Staff in the teacher portal, and a teacher in the staff screens, go to /unauthorized.
    expect(await answer(await run(teacherNotesLoader, makeRequest(`${T}/notes-report`, { cookie })))).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await answer(await run(notesLoader, makeRequest(`${R}/notes-report`, { cookie: teacherCookie })))).toMatchObject({ status: 302, location: "/unauthorized" });
    // A teacher login without a teacher record of the parish has no classes to report on.
    const stray = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    expect(await answer(await run(teacherBaptismLoader, makeRequest(`${T}/baptism-report`, { cookie: stray })))).toMatchObject({ status: 302, location: "/unauthorized" });
  });
});

describe("downloads", () => {
  const cases: [string, Loader, string, number][] = [
    ["notes-report", notesLoader, "", 4],
    ["baptism-report", baptismLoader, "status=PROTESTANT", 5],
    ["missing-docs", missingDocsLoader, "missing=FIRST_COMMUNION_CERTIFICATE", 5],
    ["overage-report", overageLoader, "", 6],
    ["saint-report", saintLoader, "saint=chosen", 5],
    ["easter-vigil-report", easterVigilLoader, "", 7],
  ];
  it("write exactly the rows the page shows, for the same filters, named by report and year", async () => {
    const { cookie, current, other } = await setup();
    for (const [report, loader, query, columns] of cases) {
      const shown = await page<{ name: string }>(loader, `${R}/${report}?${query}`, cookie);
      expect(shown.downloadHref.startsWith(`${R}/${report}/download?year=${current.id}`), report).toBe(true);
      const response = await download(staffDownload, shown.downloadHref, cookie, report);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Disposition")).toContain(`filename="${shown.report.title} - 2026-2027.xlsx"`);
      const sheet = await sheetOf(response);
      expect(sheet.name).toBe(shown.report.title);
      expect(sheet.header, report).toHaveLength(columns);
      expect(sheet.header[0]).toBe("Student Name");
      expect(sheet.rows.map((r) => r[0]), report).toEqual(names(shown.rows));
      expect(sheet.rows.flat().join(" "), report).not.toContain(other.name);
      expect(sheet.rows.flat().join(" "), report).not.toContain("Foreign");
    }
  });

  it("hold each report's columns as the page shows them", async () => {
    const { cookie } = await setup();
    const sheet = async (report: string, query = "") => sheetOf(await download(staffDownload, `${R}/${report}/download?${query}`, cookie, report));
    expect(await sheet("baptism-report", "status=PROTESTANT")).toMatchObject({
      header: ["Student Name", "Baptized", "Baptism Type", "Profession of Faith Required", "Class"],
      rows: [
        ["Max Brown", "Yes", "Protestant", "A Profession of Faith is Required", "Grade 2"],
        ["Jon Jones", "Yes", "Protestant", "A Profession of Faith is Required", "OCIA Adults"],
      ],
    });
    expect(await sheet("notes-report")).toMatchObject({ header: ["Student Name", "Class", "Student Notes", "Registration Notes"], rows: [["Zoe Adams", "Grade 2", "Allergic to peanuts.", ""], ["Max Brown", "Grade 2", "", "Pays in two installments."], ["Cara Evans", "Confirmation 1", "Sings in the choir.", ""]] });
    expect((await sheet("missing-docs", "missing=FIRST_COMMUNION_CERTIFICATE")).rows).toEqual([
      ["Ned Dale", "Grade 2", "Uploaded", "Missing", ""],
      ["Cara Evans", "Confirmation 1", "Missing", "Missing", ""],
    ]);
    expect(await sheet("overage-report")).toMatchObject({ header: ["Student Name", "Date of Birth", "Age", "Class", "Usual Ages", "Years Over"], rows: [["Max Brown", "2017-09-01", "9", "Grade 2", "7–8", "1"]] });
    expect((await sheet("saint-report")).rows[0]).toEqual(["Cara Evans", "Saint Cecilia", "Sam Sponsor", "Confirmation 1", ""]);
    expect((await sheet("easter-vigil-report", "target=2027")).rows).toEqual([["Ivy Irwin", "OCIA", "OCIA Adults", "Easter Vigil 2027", "Not Baptized", "Baptism, First Communion, Confirmation", "Marriage Documents"]]);
  });

  it("answer 404 for an unknown report, and send a visitor to sign in", async () => {
    const { cookie } = await setup();
    expect((await download(staffDownload, `${R}/nope/download`, cookie, "nope")).status).toBe(404);
    expect((await download(staffDownload, `${R}/__proto__/download`, cookie, "__proto__")).status).toBe(404);
    const visitor = await download(staffDownload, `${R}/notes-report/download`, "", "notes-report");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("long reports", () => {
  it("show 100 rows a page (a page past the end is the last), and the download holds every page", async () => {
    const { church, cookie, current, grade2 } = await setup();
    const many = Array.from({ length: 120 }, (_, k) => ({ id: `cpage${String(k).padStart(20, "0")}`, churchId: church.id, firstname: "Pat", lastname: `Zz${String(k).padStart(3, "0")}`, searchName: `patzz${k}`, notes: "Note.", dateOfBirth: day("2010-01-01") }));
    await db.student.createMany({ data: many });
    await db.registration.createMany({ data: many.map((m) => ({ churchId: church.id, studentId: m.id, schoolClassId: grade2.id, schoolYearId: current.id })) });
    type Row = { name: string };
    const first = await page<Row>(notesLoader, `${R}/notes-report`, cookie);
    expect(first).toMatchObject({ total: 123, page: 1 });
    expect(first.rows).toHaveLength(100);
    expect(names(first.rows).slice(0, 3)).toEqual(["Zoe Adams", "Max Brown", "Cara Evans"]);
    const second = await page<Row>(notesLoader, `${R}/notes-report?page=2`, cookie);
    expect(second).toMatchObject({ total: 123, page: 2 });
    expect(names(second.rows)).toEqual(many.slice(97).map((m) => `Pat ${m.lastname}`));
    for (const asked of ["99", "1e30", "-1", "x"]) {
      const shown = await page<Row>(notesLoader, `${R}/notes-report?page=${asked}`, cookie);
      expect(shown.page, asked).toBe(["-1", "x"].includes(asked) ? 1 : 2);
    }
    // The download link leaves the page out: every row of the filters, in the order shown.
    expect(second.downloadHref).toBe(`${R}/notes-report/download?year=${current.id}`);
    const sheet = await sheetOf(await download(staffDownload, `${second.downloadHref}&page=2`, cookie, "notes-report"));
    expect(sheet.rows.map((r) => r[0])).toEqual([...names(first.rows), ...names(second.rows)]);
    // The overage report reads its page and its total in one statement: the same pages, and a page past the end is the last.
    const overageFirst = await page<Row>(overageLoader, `${R}/overage-report`, cookie);
    expect(overageFirst).toMatchObject({ total: 121, page: 1 });
    expect(names(overageFirst.rows).slice(0, 2)).toEqual(["Max Brown", "Pat Zz000"]);
    for (const asked of ["2", "99"]) {
      const last = await page<Row>(overageLoader, `${R}/overage-report?page=${asked}`, cookie);
      expect(last, asked).toMatchObject({ total: 121, page: 2 });
      expect(names(last.rows), asked).toEqual(many.slice(99).map((m) => `Pat ${m.lastname}`));
    }
    const overageSheet = await sheetOf(await download(staffDownload, `${R}/overage-report/download?year=${current.id}`, cookie, "overage-report"));
    expect(overageSheet.rows).toHaveLength(121);
  });
});

describe("module functions with a scope", () => {
  it("read only the scope's parish", async () => {
    const { other, otherClass } = await setup();
    const scope = { churchId: other.id, teacherId: null, portal: "staff", base: "/religious-education", context: {} } as unknown as EducationScope;
    const rowsOf = async <Row>(definition: ReportDefinition<Row>, query = "") => (await loadReport(definition, scope, new URLSearchParams(query))).rows as ({ name: string } & Row)[];
    expect(names(await rowsOf(notesReport))).toEqual(["Foreign Aaron"]);
    expect(names(await rowsOf(baptismReport))).toEqual(["Foreign Aaron"]);
    expect(names(await rowsOf(missingDocsReport))).toEqual(["Foreign Aaron"]);
    expect(names(await rowsOf(overageReport, `class=${otherClass.id}`))).toEqual(["Foreign Aaron"]);
    expect(names(await rowsOf(saintReport))).toEqual(["Foreign Aaron"]);
    expect(names(await rowsOf(easterVigilReport))).toEqual(["Foreign Aaron"]);
  });
});

describe("report data on classes and students", () => {
  it("classes take optional usual ages, whole years from 3 to 99, the youngest not above the oldest", async () => {
    const parse = (fields: Record<string, unknown>) => ClassSchema.safeParse({ className: "Grade 2", ...fields });
    expect(parse({}).success).toBe(true);
    expect(parse({ minAge: 7, maxAge: 8 }).data).toMatchObject({ minAge: 7, maxAge: 8 });
    expect(parse({ minAge: 9, maxAge: 8 }).error?.issues[0]).toMatchObject({ path: ["maxAge"], message: AGES_REVERSED });
    expect(parse({ maxAge: 2 }).success).toBe(false);
    expect(parse({ maxAge: 7.5 }).success).toBe(false);
    const church = await createChurch();
    const created = await createClass(church.id, { className: "Grade 3", tags: [], minAge: 8, maxAge: 9 });
    expect(await db.schoolClass.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ minAge: 8, maxAge: 9 });
    await expect(db.schoolClass.update({ where: { id: created.id }, data: { minAge: 10 } })).rejects.toThrow();
  });

  it("the sacramental record keeps the confirmation saint whatever the Confirmation answer", () => {
    const base = { type: "CHURCH", sacramentalStatus: "SACRAMENTAL_PROGRAM", sacramentalTrack: "NORMAL" } as const;
    expect(sacramentRecord({ ...base, confirmationSaint: "Saint Joan of Arc" })).toMatchObject({ confirmationSaint: "Saint Joan of Arc" });
    expect(sacramentRecord({ ...base, confirmation: "yes", confirmationSaint: "Saint Joan of Arc" })).toMatchObject({ confirmationSaint: "Saint Joan of Arc" });
    expect(sacramentRecord({ ...base, confirmationSaint: "" })).toMatchObject({ confirmationSaint: null });
  });
});
