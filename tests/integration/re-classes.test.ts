import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  createParent,
  createRegistration,
  createSchoolClass,
  createSchoolYear,
  createStudent,
  createTeacher,
  createTwoChurches,
  createUser,
  createVolunteer,
} from "../../prisma/factories";
import { ASSISTANT_IS_TEACHER, CLASS_NAME_TAKEN, ClassSchema, parseTags, type ClassInput } from "~/modules/education/classes/class-schema";
import { createClass } from "~/modules/education/classes/create-class.server";
import { exportClassRoster, ROSTER_COLUMNS, rosterFilename } from "~/modules/education/classes/export-class-roster.server";
import { contentDisposition } from "~/utils/content-disposition";
import { getClass } from "~/modules/education/classes/get-class.server";
import { listClassRegistrations } from "~/modules/education/classes/list-class-registrations.server";
import { listClasses } from "~/modules/education/classes/list-classes.server";
import { listStaffOptions } from "~/modules/education/people/list-staff-options.server";
import { PAGE_SIZE } from "~/modules/education/options";
import { churchScope } from "~/modules/education/scope.server";
import { updateClass } from "~/modules/education/classes/update-class.server";
import { loader as classesLoader } from "~/routes/religious-education.classes._index";
import { action as addAction, loader as addLoader } from "~/routes/religious-education.classes.add";
import { loader as classLoader } from "~/routes/religious-education.classes.$classId._index";
import { action as editAction, loader as editLoader } from "~/routes/religious-education.classes.$classId.edit";
import { loader as exportLoader } from "~/routes/religious-education.classes.$classId.export";
import { db } from "~/utils/db.server";
import { expectAppError } from "../support/app-error";
import { answer, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
const get = async (fn: Fn, p: string, cookie?: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string>, cookie?: string, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(p, { form, cookie }), params));
const values = (input: Partial<ClassInput> & { className: string }): ClassInput => ({ tags: [], ...input });
const classesOf = (churchId: string) =>
  db.schoolClass.findMany({ where: { churchId }, orderBy: { id: "asc" }, select: { id: true, className: true, slug: true, teacherId: true, assistantId: true, volunteerId: true, meets: true, location: true, tags: true } });

/** A church with teachers, a volunteer, two years and a class; and another church with its own of each. */
async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches();
  const teacher = await createTeacher({ churchId: church.id, firstname: "Ann", lastname: "Teach" });
  const assistant = await createTeacher({ churchId: church.id, firstname: "Bob", lastname: "Aide" });
  const volunteer = await createVolunteer({ churchId: church.id, firstname: "Vera", lastname: "Help" });
  const current = await createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true });
  const past = await createSchoolYear({ churchId: church.id, yearName: "2025-2026" });
  const otherTeacher = await createTeacher({ churchId: other.id, firstname: "Other", lastname: "Teacher" });
  const otherVolunteer = await createVolunteer({ churchId: other.id, firstname: "Other", lastname: "Volunteer" });
  const otherYear = await createSchoolYear({ churchId: other.id, yearName: "2026-2027", isCurrent: true });
  const otherClass = await createSchoolClass({ churchId: other.id, className: "Grade 2", teacherId: otherTeacher.id });
  const otherStudent = await createStudent({ churchId: other.id, firstname: "Foreign", lastname: "Pupil" });
  await createRegistration({ churchId: other.id, studentId: otherStudent.id, schoolClassId: otherClass.id, schoolYearId: otherYear.id });
  return {
    church,
    other,
    teacher,
    assistant,
    volunteer,
    current,
    past,
    otherTeacher,
    otherVolunteer,
    otherYear,
    otherClass,
    cookie: await signIn(user),
    otherCookie: await signIn(otherUser),
  };
}

describe("class schema", () => {
  it("trims, drops empty and deduplicates tags (ignoring case)", () => {
    expect(parseTags(" Grade 2 , sacrament,, grade 2 ,  First   Communion ")).toEqual(["Grade 2", "sacrament", "First Communion"]);
    expect(parseTags(undefined)).toEqual([]);
  });

  it("requires a class name with a letter or digit and limits tags", () => {
    const parse = (input: Record<string, string>) => ClassSchema.safeParse(input);
    expect(parse({ className: "  " }).error?.issues[0].message).toBe("Class name is required");
    expect(parse({ className: "!!!" }).error?.issues[0].message).toBe("Class name must contain a letter or a digit");
    expect(parse({ className: "Grade 2", tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }).success).toBe(false);
    expect(parse({ className: "Grade 2", tags: "x".repeat(31) }).success).toBe(false);
    expect(parse({ className: " Grade 2 ", tags: "a, b" }).data).toEqual({ className: "Grade 2", tags: ["a", "b"] });
  });
});

describe("class modules", () => {
  it("createClass saves every field; a name whose slug is taken gets the spec's message", async () => {
    const { church, other, teacher, assistant, volunteer } = await setup();
    const created = await createClass(church.id, values({ className: "Grade 2", teacherId: teacher.id, assistantId: assistant.id, volunteerId: volunteer.id, meets: "Sundays 9:00 AM", location: "Hall", tags: ["Sacrament"] }));
    expect(await classesOf(church.id)).toEqual([
      { id: created.id, className: "Grade 2", slug: "grade-2", teacherId: teacher.id, assistantId: assistant.id, volunteerId: volunteer.id, meets: "Sundays 9:00 AM", location: "Hall", tags: ["Sacrament"] },
    ]);
    const taken = await expectAppError(createClass(church.id, values({ className: "grade  2!" })), "CONFLICT");
    expect(taken.message).toBe(CLASS_NAME_TAKEN);
    expect(taken.fields).toEqual({ className: [CLASS_NAME_TAKEN] });
    expect(await db.schoolClass.count({ where: { churchId: church.id } })).toBe(1);
    // The other church's "Grade 2" is no conflict of ours, and stays as it was.
    expect((await classesOf(other.id)).map((c) => c.className)).toEqual(["Grade 2"]);
  });

  it("createClass refuses another church's teacher, assistant or volunteer with 404 and creates nothing", async () => {
    const { church, teacher, otherTeacher, otherVolunteer } = await setup();
    await expectAppError(createClass(church.id, values({ className: "A", teacherId: otherTeacher.id })), "NOT_FOUND");
    await expectAppError(createClass(church.id, values({ className: "B", teacherId: teacher.id, assistantId: otherTeacher.id })), "NOT_FOUND");
    await expectAppError(createClass(church.id, values({ className: "C", volunteerId: otherVolunteer.id })), "NOT_FOUND");
    // A teacher id is not a volunteer id.
    await expectAppError(createClass(church.id, values({ className: "D", volunteerId: teacher.id })), "NOT_FOUND");
    await expectAppError(createClass(church.id, values({ className: "E", teacherId: "a\u0000b" })), "NOT_FOUND");
    expect(await db.schoolClass.count({ where: { churchId: church.id } })).toBe(0);
    // The same teacher as teacher and assistant is allowed.
    await createClass(church.id, values({ className: "F", teacherId: teacher.id, assistantId: teacher.id }));
  });

  it("updateClass saves, keeps the slug unique, and answers 404 for another church's class or people", async () => {
    const { church, other, teacher, volunteer, otherClass, otherTeacher } = await setup();
    const a = await createClass(church.id, values({ className: "Grade 1", teacherId: teacher.id, tags: ["x"] }));
    const b = await createClass(church.id, values({ className: "Grade 2" }));
    expect(await updateClass(church.id, a.id, values({ className: "Grade One", volunteerId: volunteer.id, meets: "Mondays", location: "Room 4" }))).toEqual({ id: a.id, className: "Grade One" });
    expect((await classesOf(church.id)).find((c) => c.id === a.id)).toEqual({
      id: a.id,
      className: "Grade One",
      slug: "grade-one",
      teacherId: null,
      assistantId: null,
      volunteerId: volunteer.id,
      meets: "Mondays",
      location: "Room 4",
      tags: [],
    });
    // Renaming to its own slug is fine; to another class's is not.
    await updateClass(church.id, b.id, values({ className: "GRADE 2" }));
    expect((await expectAppError(updateClass(church.id, a.id, values({ className: "grade-2" })), "CONFLICT")).fields).toEqual({ className: [CLASS_NAME_TAKEN] });

    const before = await classesOf(church.id);
    const otherBefore = await classesOf(other.id);
    await expectAppError(updateClass(church.id, otherClass.id, values({ className: "Taken over" })), "NOT_FOUND");
    await expectAppError(updateClass(church.id, a.id, values({ className: "Grade One", teacherId: otherTeacher.id })), "NOT_FOUND");
    await expectAppError(updateClass(church.id, "../../x", values({ className: "X" })), "NOT_FOUND");
    expect(await classesOf(church.id)).toEqual(before);
    expect(await classesOf(other.id)).toEqual(otherBefore);
  });

  it("getClass and the person options show only the church's own", async () => {
    const { church, teacher, assistant, volunteer, otherClass } = await setup();
    const created = await createClass(church.id, values({ className: "Grade 3", teacherId: teacher.id, volunteerId: volunteer.id, tags: ["a"] }));
    expect(await getClass(churchScope(church.id), { id: created.id })).toMatchObject({
      id: created.id,
      className: "Grade 3",
      slug: "grade-3",
      teacher: { id: teacher.id, firstname: "Ann", lastname: "Teach" },
      assistant: null,
      volunteer: { id: volunteer.id },
      tags: ["a"],
    });
    await expectAppError(getClass(churchScope(church.id), { id: otherClass.id }), "NOT_FOUND");
    await expectAppError(getClass(churchScope(church.id), { id: "" }), "NOT_FOUND");
    expect(await listStaffOptions("teacher", church.id)).toEqual([
      { id: assistant.id, name: "Bob Aide" },
      { id: teacher.id, name: "Ann Teach" },
    ]);
    expect(await listStaffOptions("volunteer", church.id)).toEqual([{ id: volunteer.id, name: "Vera Help" }]);
  });

  it("listClasses: sorted by class name, the spec's columns, students of the chosen year, one page at a time", async () => {
    const { church, teacher, assistant, volunteer, current, past } = await setup();
    const b = await createSchoolClass({ churchId: church.id, className: "Grade 2", teacherId: teacher.id, assistantId: assistant.id, volunteerId: volunteer.id, meets: "Sundays 9:00 AM", location: "Hall", tags: ["x", "y"] });
    const a = await createSchoolClass({ churchId: church.id, className: "Confirmation" });
    for (const [i, year] of [current, current, current, past].entries()) {
      const student = await createStudent({ churchId: church.id, lastname: `S${i}` });
      await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: i === 1 ? a.id : b.id, schoolYearId: year.id });
    }
    const now = await listClasses(churchScope(church.id), { yearId: current.id });
    expect(now).toEqual({
      total: 2,
      page: 1,
      pageCount: 1,
      classes: [
        { id: a.id, className: "Confirmation", slug: "confirmation", teacherName: null, meets: null, location: null, students: 1, assistantName: null, volunteerName: null, tags: [] },
        { id: b.id, className: "Grade 2", slug: "grade-2", teacherName: "Ann Teach", meets: "Sundays 9:00 AM", location: "Hall", students: 2, assistantName: "Bob Aide", volunteerName: "Vera Help", tags: ["x", "y"] },
      ],
    });
    expect((await listClasses(churchScope(church.id), { yearId: past.id })).classes.map((c) => c.students)).toEqual([0, 1]);
    // A class written without tags (Prisma leaves the list column NULL) reads as no tags, as Prisma reads it.
    await db.$executeRaw`UPDATE "SchoolClass" SET tags = NULL WHERE id = ${a.id}`;
    expect((await listClasses(churchScope(church.id), { yearId: current.id })).classes[0]!.tags).toEqual([]);
    expect((await getClass(churchScope(church.id), { id: a.id })).tags).toEqual([]);
    expect((await listClasses(churchScope(church.id), { yearId: null })).classes.map((c) => c.students)).toEqual([0, 0]);

    for (let i = 0; i < PAGE_SIZE; i++) await createSchoolClass({ churchId: church.id, className: `Z ${String(i).padStart(2, "0")}` });
    const second = await listClasses(churchScope(church.id), { yearId: current.id, page: 2 });
    expect(second).toMatchObject({ total: PAGE_SIZE + 2, page: 2, pageCount: 2 });
    expect(second.classes.map((c) => c.className)).toEqual([`Z ${PAGE_SIZE - 2}`, `Z ${PAGE_SIZE - 1}`]);
  });

  it("listClassRegistrations: one class, one year, the parents' contacts, sorted by last name", async () => {
    const { church, current, past, otherYear } = await setup();
    const schoolClass = await createSchoolClass({ churchId: church.id, className: "Grade 4" });
    const mother = await createParent({ churchId: church.id, role: "MOTHER", firstname: "Maria", lastname: "Zed", email: "maria@example.test", cellPhone: "555-0101" });
    const guardian = await createParent({ churchId: church.id, role: "LEGAL_GUARDIAN", firstname: "Gus", lastname: "Guard" });
    const zoe = await createStudent({ churchId: church.id, firstname: "Zoe", lastname: "Zed", motherId: mother.id, dateOfBirth: new Date("2016-03-09"), type: "RCIA" });
    const adam = await createStudent({ churchId: church.id, firstname: "Adam", lastname: "Able", legalGuardianId: guardian.id });
    const pastOnly = await createStudent({ churchId: church.id, firstname: "Past", lastname: "Only" });
    const r1 = await createRegistration({ churchId: church.id, studentId: zoe.id, schoolClassId: schoolClass.id, schoolYearId: current.id, tuitionCents: 12550, paid: true, notes: "Allergy", photographyPermission: true });
    const r2 = await createRegistration({ churchId: church.id, studentId: adam.id, schoolClassId: schoolClass.id, schoolYearId: current.id, safetyClassPermission: true });
    await createRegistration({ churchId: church.id, studentId: pastOnly.id, schoolClassId: schoolClass.id, schoolYearId: past.id });

    expect(await listClassRegistrations(churchScope(church.id), schoolClass.id, current.id)).toEqual([
      {
        id: r2.id,
        student: { id: adam.id, firstname: "Adam", middlename: null, lastname: "Able", dateOfBirth: null, type: "CHURCH", sacramentalStatus: "SACRAMENTAL_PROGRAM" },
        tuitionCents: 0,
        paid: false,
        photographyPermission: false,
        safetyClassPermission: true,
        notes: null,
        mother: null,
        father: null,
        guardian: { name: "Gus Guard", email: null, cellPhone: null },
      },
      {
        id: r1.id,
        student: { id: zoe.id, firstname: "Zoe", middlename: null, lastname: "Zed", dateOfBirth: new Date("2016-03-09"), type: "RCIA", sacramentalStatus: "SACRAMENTAL_PROGRAM" },
        tuitionCents: 12550,
        paid: true,
        photographyPermission: true,
        safetyClassPermission: false,
        notes: "Allergy",
        mother: { name: "Maria Zed", email: "maria@example.test", cellPhone: "555-0101" },
        father: null,
        guardian: null,
      },
    ]);
    expect(await listClassRegistrations(churchScope(church.id), schoolClass.id, otherYear.id)).toEqual([]);
    expect(await listClassRegistrations(churchScope(church.id), schoolClass.id, past.id)).toHaveLength(1);
  });
});

async function rosterFixture() {
  const s = await setup();
  const schoolClass = await createSchoolClass({ churchId: s.church.id, className: 'Grade 2: "A/B"', teacherId: s.teacher.id });
  const mother = await createParent({ churchId: s.church.id, role: "MOTHER", firstname: "Maria", lastname: "Lopez", email: "maria@example.test", cellPhone: "555-0101" });
  const father = await createParent({ churchId: s.church.id, role: "FATHER", firstname: "Jose", lastname: "Lopez", email: "jose@example.test", cellPhone: "555-0102" });
  const ana = await createStudent({ churchId: s.church.id, firstname: "Ana", lastname: "Lopez", motherId: mother.id, fatherId: father.id, dateOfBirth: new Date("2018-07-04"), type: "RCIA" });
  const ben = await createStudent({ churchId: s.church.id, firstname: "Ben", lastname: "Adams" });
  await createRegistration({ churchId: s.church.id, studentId: ana.id, schoolClassId: schoolClass.id, schoolYearId: s.current.id, tuitionCents: 15000, paid: true, notes: "Peanut allergy", photographyPermission: true, safetyClassPermission: true });
  await createRegistration({ churchId: s.church.id, studentId: ben.id, schoolClassId: schoolClass.id, schoolYearId: s.current.id, tuitionCents: 7525 });
  return { ...s, schoolClass, ana, ben };
}

// LibreOffice's CSV filter: comma, double quote, UTF-8, cells as shown (so formats are applied).
const CSV_AS_SHOWN = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true";
const readWorkbook = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};
const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("class roster export", () => {
  it("names the file from class and year, without characters file systems refuse", () => {
    expect(rosterFilename("Grade 2", "2026-2027")).toBe("Grade 2 - 2026-2027.xlsx");
    expect(rosterFilename('Grade 2: "A/B"', "2026/2027")).toBe("Grade 2- -A-B- - 2026-2027.xlsx");
    expect(rosterFilename("a\\b*c?d<e>f|g", "y")).toBe("a-b-c-d-e-f-g - y.xlsx");
    expect(contentDisposition("Grade 2 - 2026-2027.xlsx")).toBe(`attachment; filename="Grade 2 - 2026-2027.xlsx"; filename*=UTF-8''Grade%202%20-%202026-2027.xlsx`);
    expect(contentDisposition("Confirmación (1).xlsx")).toBe(`attachment; filename="Confirmacion (1).xlsx"; filename*=UTF-8''Confirmaci%C3%B3n%20%281%29.xlsx`);
  });

  it("streams a real workbook: bold frozen header with a filter, date and currency cells, the spec's words", async () => {
    const { church, cookie, schoolClass, current } = await rosterFixture();
    const outcome = await run(exportLoader, makeRequest(`/religious-education/classes/${schoolClass.id}/export?year=${current.id}`, { cookie }), { classId: schoolClass.id });
    const response = outcome.result as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="Grade 2- -A-B- - 2026-2027.xlsx"; filename*=UTF-8''Grade%202-%20-A-B-%20-%202026-2027.xlsx`);
    const workbook = await readWorkbook(await bodyOf(response));
    const sheet = workbook.getWorksheet("Roster")!;
    expect(sheet.rowCount).toBe(3);
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([
      "Last Name",
      "First Name",
      "Date of Birth",
      "Age",
      "Type",
      "Mother",
      "Mother Email",
      "Mother Cell Phone",
      "Father",
      "Father Email",
      "Father Cell Phone",
      "Guardian",
      "Guardian Email",
      "Guardian Cell Phone",
      "Tuition",
      "Paid",
      "Photography Permission",
      "Safety Class Permission",
      "Notes",
    ]);
    expect(ROSTER_COLUMNS).toHaveLength(19);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBe("A1:S1");

    // Sorted by last name: Adams, then Lopez.
    const ben = sheet.getRow(2);
    expect(ben.getCell(1).value).toBe("Adams");
    expect(ben.getCell(3).value).toBeNull();
    expect(ben.getCell(5).value).toBe("Church Student");
    expect(ben.getCell(15).value).toBe(75.25);
    expect(ben.getCell(16).value).toBe("Unpaid");
    expect([ben.getCell(17).value, ben.getCell(18).value]).toEqual(["No", "No"]);

    const ana = sheet.getRow(3);
    expect((ana.values as unknown[]).slice(1, 3)).toEqual(["Lopez", "Ana"]);
    expect(ana.getCell(3).value).toEqual(new Date("2018-07-04T00:00:00Z"));
    expect(ana.getCell(3).numFmt).toBe("mm/dd/yyyy");
    expect(ana.getCell(4).value).toBe(new Date().getUTCFullYear() - 2018 - (new Date().toISOString().slice(5, 10) < "07-04" ? 1 : 0));
    expect(ana.getCell(5).value).toBe("OCIA");
    expect((ana.values as unknown[]).slice(6, 12)).toEqual(["Maria Lopez", "maria@example.test", "555-0101", "Jose Lopez", "jose@example.test", "555-0102"]);
    expect(ana.getCell(12).value).toBeNull();
    expect(ana.getCell(15).value).toBe(150);
    expect(ana.getCell(15).numFmt).toBe('"$"#,##0.00');
    expect((ana.values as unknown[]).slice(16)).toEqual(["Paid", "Yes", "Yes", "Peanut allergy"]);
    expect(church.id).toBeTruthy();
  });

  it("uses the current year when none is asked; another church's class or year is 404", async () => {
    const { church, cookie, schoolClass, otherClass, otherYear, past } = await rosterFixture();
    const exportOf = async (classId: string, query = "") => {
      const outcome = await run(exportLoader, makeRequest(`/religious-education/classes/${classId}/export${query}`, { cookie }), { classId });
      return { ...(await answer(outcome)), response: (outcome.thrown ?? outcome.result) as Response };
    };
    const fallback = await exportOf(schoolClass.id);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get("Content-Disposition")).toContain("2026-2027.xlsx");
    expect((await readWorkbook(await bodyOf(fallback.response))).getWorksheet("Roster")!.rowCount).toBe(3);

    const empty = await exportOf(schoolClass.id, `?year=${past.id}`);
    expect(empty.headers.get("Content-Disposition")).toContain("2025-2026.xlsx");
    expect((await readWorkbook(await bodyOf(empty.response))).getWorksheet("Roster")!.rowCount).toBe(1);

    expect((await exportOf(otherClass.id, `?year=${otherYear.id}`)).status).toBe(404);
    expect((await exportOf(schoolClass.id, `?year=${otherYear.id}`)).status).toBe(404);
    expect((await exportOf(schoolClass.id, "?year=%00")).status).toBe(404);
    await expectAppError(exportClassRoster(churchScope(church.id), { id: otherClass.id }, null), "NOT_FOUND");

    const teacher = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    const denied = await answer(await run(exportLoader, makeRequest(`/religious-education/classes/${schoolClass.id}/export`, { cookie: teacher }), { classId: schoolClass.id }));
    expect(denied).toMatchObject({ status: 302, location: "/unauthorized" });
  });

  it.skipIf(!existsSync("/usr/bin/soffice"))(
    "opens in LibreOffice: converted headless to CSV with its rows",
    async () => {
      const { church, schoolClass, current } = await rosterFixture();
      const roster = await exportClassRoster(churchScope(church.id), { id: schoolClass.id }, current.id);
      const chunks: Buffer[] = [];
      for await (const chunk of roster.stream) chunks.push(chunk as Buffer);
      const dir = await mkdtemp(path.join(os.tmpdir(), "roster-"));
      try {
        await writeFile(path.join(dir, "roster.xlsx"), Buffer.concat(chunks));
        await promisify(execFile)("soffice", [`-env:UserInstallation=file://${dir}/profile`, "--headless", "--convert-to", CSV_AS_SHOWN, "--outdir", dir, path.join(dir, "roster.xlsx")], { timeout: 90_000 });
        const lines = (await readFile(path.join(dir, "roster.csv"), "utf8")).trim().split(/\r?\n/);
        expect(lines[0]).toBe(
          "Last Name,First Name,Date of Birth,Age,Type,Mother,Mother Email,Mother Cell Phone,Father,Father Email,Father Cell Phone,Guardian,Guardian Email,Guardian Cell Phone,Tuition,Paid,Photography Permission,Safety Class Permission,Notes",
        );
        expect(lines[1]).toMatch(/^Adams,Ben,,,Church Student,,,,,,,,,,\$75\.25,Unpaid,No,No,$/);
        expect(lines[2]).toMatch(/^Lopez,Ana,07\/04\/2018,\d+,OCIA,Maria Lopez,maria@example\.test,555-0101,Jose Lopez,jose@example\.test,555-0102,,,,\$150\.00,Paid,Yes,Yes,Peanut allergy$/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

describe("class screens", () => {
  it("guards the loaders and actions", async () => {
    const { church } = await setup();
    const teacher = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    expect(await get(classesLoader, "/religious-education/classes")).toMatchObject({ status: 302, location: "/login?redirectTo=%2Freligious-education%2Fclasses" });
    expect(await get(classesLoader, "/religious-education/classes", teacher)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await post(addAction, "/religious-education/classes/add", { className: "X" }, teacher)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await post(editAction, "/religious-education/classes/x/edit", { className: "X" }, teacher, { classId: "x" })).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await db.schoolClass.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("adds a class: bad input stays on the form, a taken name gets its message, another church's teacher is 404", async () => {
    const { church, cookie, teacher, assistant, volunteer, otherTeacher } = await setup();
    expect((await get(addLoader, "/religious-education/classes/add", cookie)).data).toEqual({
      teachers: [
        { id: assistant.id, name: "Bob Aide" },
        { id: teacher.id, name: "Ann Teach" },
      ],
      volunteers: [{ id: volunteer.id, name: "Vera Help" }],
    });

    const empty = await post(addAction, "/religious-education/classes/add", { className: "", meets: "Sundays" }, cookie);
    expect(empty).toMatchObject({ status: 400, data: { result: { error: { className: ["Class name is required"] }, initialValue: { meets: "Sundays" } } } });

    const form = { className: "Grade 2", teacherId: teacher.id, assistantId: assistant.id, volunteerId: volunteer.id, meets: "Sundays 9:00 AM", location: "Hall", tags: "b, a, B" };
    // One person cannot be both the teacher and the assistant of a class: the form keeps what was typed.
    const twice = await post(addAction, "/religious-education/classes/add", { ...form, assistantId: teacher.id }, cookie);
    expect(twice).toMatchObject({ status: 400, data: { result: { error: { assistantId: [ASSISTANT_IS_TEACHER] }, initialValue: { className: "Grade 2", meets: "Sundays 9:00 AM" } } } });
    const added = await post(addAction, "/religious-education/classes/add", form, cookie);
    const [saved] = await classesOf(church.id);
    expect(added).toMatchObject({ status: 302, location: `/religious-education/classes/${saved.id}` });
    expect(saved).toMatchObject({ className: "Grade 2", teacherId: teacher.id, assistantId: assistant.id, volunteerId: volunteer.id, tags: ["b", "a"] });

    const taken = await post(addAction, "/religious-education/classes/add", { ...form, className: "GRADE-2" }, cookie);
    expect(taken).toMatchObject({ status: 409, data: { result: { error: { className: [CLASS_NAME_TAKEN] }, initialValue: { className: "GRADE-2", teacherId: teacher.id } } } });

    expect((await post(addAction, "/religious-education/classes/add", { className: "Grade 3", teacherId: otherTeacher.id }, cookie)).status).toBe(404);
    expect(await db.schoolClass.count({ where: { churchId: church.id } })).toBe(1);
  });

  it("lists classes with the year filter, and only the church's", async () => {
    const { church, cookie, current, past, otherClass } = await setup();
    const schoolClass = await createSchoolClass({ churchId: church.id, className: "Grade 5" });
    const student = await createStudent({ churchId: church.id });
    await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: past.id });

    const now = await get(classesLoader, "/religious-education/classes", cookie);
    expect(now.data).toMatchObject({ yearId: current.id, total: 1, classes: [{ id: schoolClass.id, students: 0 }] });
    expect((now.data as { years: unknown[] }).years).toHaveLength(2);
    expect(JSON.stringify(now.data)).not.toContain(otherClass.id);
    expect((await get(classesLoader, `/religious-education/classes?year=${past.id}`, cookie)).data).toMatchObject({ yearId: past.id, classes: [{ students: 1 }] });
    // Another church's year as a filter is simply not one of ours: the current year shows.
    expect((await get(classesLoader, `/religious-education/classes?year=${church.id}&page=abc`, cookie)).data).toMatchObject({ yearId: current.id, page: 1 });
  });

  it("shows the class page for a year; another church's class is 404", async () => {
    const { cookie, schoolClass, current, past, otherClass, ana } = await rosterFixture();
    const page = await get(classLoader, `/religious-education/classes/${schoolClass.id}`, cookie, { classId: schoolClass.id });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      schoolClass: { id: schoolClass.id, className: 'Grade 2: "A/B"', teacher: { firstname: "Ann" } },
      year: { id: current.id, yearName: "2026-2027" },
      registrations: { count: 2, rows: [{ student: { lastname: "Adams" }, age: null }, { student: { id: ana.id }, mother: { name: "Maria Lopez" }, tuitionCents: 15000, paid: true }] },
    });
    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const request = makeRequest(`/religious-education/classes/${schoolClass.id}`, { cookie });
    const documentPage = await answer(await run(classLoader, request, { classId: schoolClass.id }, { ...TEST_CONTEXT, documentRows }));
    expect(documentPage.data).toMatchObject({ registrations: { key: "registrations", count: 2, rows: null } });
    expect(documentRows.get("registrations")).toMatchObject((page.data as { registrations: { rows: unknown[] } }).registrations.rows);
    const before = await get(classLoader, `/religious-education/classes/${schoolClass.id}?year=${past.id}`, cookie, { classId: schoolClass.id });
    expect(before.data).toMatchObject({ year: { id: past.id }, registrations: { count: 0, rows: [] } });
    expect((await get(classLoader, `/religious-education/classes/${otherClass.id}`, cookie, { classId: otherClass.id })).status).toBe(404);
    expect((await get(classLoader, "/religious-education/classes/%00", cookie, { classId: "\u0000" })).status).toBe(404);
  });

  it("edits a class and goes back to ?from; a taken name stays on the form; another church's class or teacher is 404", async () => {
    const { church, other, cookie, teacher, otherClass, otherTeacher } = await setup();
    const a = await createSchoolClass({ churchId: church.id, className: "Grade 1", tags: ["old"] });
    await createSchoolClass({ churchId: church.id, className: "Grade 2" });
    const path = `/religious-education/classes/${a.id}/edit`;
    expect((await get(editLoader, `${path}?from=%2Freligious-education%2Fclasses`, cookie, { classId: a.id })).data).toMatchObject({
      schoolClass: { id: a.id, className: "Grade 1", tags: ["old"] },
      from: "/religious-education/classes",
    });

    expect(await post(editAction, path, { className: "Grade 1A", teacherId: teacher.id, tags: "new" }, cookie, { classId: a.id })).toMatchObject({
      status: 302,
      location: `/religious-education/classes/${a.id}`,
    });
    expect(await post(editAction, `${path}?from=%2Freligious-education%2Fclasses`, { className: "Grade 1A", tags: "" }, cookie, { classId: a.id })).toMatchObject({
      status: 302,
      location: "/religious-education/classes",
    });
    expect((await classesOf(church.id)).find((c) => c.id === a.id)).toMatchObject({ className: "Grade 1A", teacherId: null, tags: [] });

    expect(await post(editAction, path, { className: "grade 2" }, cookie, { classId: a.id })).toMatchObject({ status: 409, data: { result: { error: { className: [CLASS_NAME_TAKEN] } } } });
    expect((await post(editAction, path, { className: "" }, cookie, { classId: a.id })).status).toBe(400);

    const mine = await classesOf(church.id);
    const theirs = await classesOf(other.id);
    expect((await get(editLoader, `/religious-education/classes/${otherClass.id}/edit`, cookie, { classId: otherClass.id })).status).toBe(404);
    expect((await post(editAction, `/religious-education/classes/${otherClass.id}/edit`, { className: "Mine" }, cookie, { classId: otherClass.id })).status).toBe(404);
    expect((await post(editAction, path, { className: "Grade 1A", teacherId: otherTeacher.id }, cookie, { classId: a.id })).status).toBe(404);
    expect(await classesOf(church.id)).toEqual(mine);
    expect(await classesOf(other.id)).toEqual(theirs);
  });
});
