import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createRegistration, createSchoolClass, createSchoolYear, createStudent, createTeacher, createTwoChurches, createUser } from "../../prisma/factories";
import { countAttendanceIssues } from "~/modules/education/attendance/absence-counts.server";
import { ATTENDANCE_MESSAGES, ChooseDateSchema, ChooseStudentsSchema, formatDay, isoDay, latestAttendanceDay, readWizardState, wizardHref } from "~/modules/education/attendance/attendance-schema";
import { ATTENDANCE_COLUMNS } from "~/modules/education/attendance/attendance-report-page.server";
import { getAttendanceReport, readAttendanceFilters } from "~/modules/education/attendance/get-attendance-report.server";
import { listAbsencesOnDay } from "~/modules/education/attendance/list-absences-on-day.server";
import { getClassInScope, listAttendanceRoster, listClassesInScope } from "~/modules/education/attendance/list-attendance-roster.server";
import { listStudentAbsences } from "~/modules/education/attendance/list-student-absences.server";
import { findChosenRegistrations, recordAbsences } from "~/modules/education/attendance/record-absences.server";
import { removeAbsence } from "~/modules/education/attendance/remove-absence.server";
import { ABSENCE_MESSAGES } from "~/modules/education/attendance/student-absences-page.server";
import { getEducationHome } from "~/modules/education/home/get-education-home.server";
import { ATTENDANCE_ISSUE_ABSENCES } from "~/modules/education/options";
import { action as staffWizardAction, loader as staffWizardLoader } from "~/routes/religious-education.add-attendance";
import { loader as staffReportLoader } from "~/routes/religious-education.attendance";
import { loader as staffXlsxLoader } from "~/routes/religious-education.attendance[.xlsx]";
import { action as staffAbsencesAction, loader as staffAbsencesLoader } from "~/routes/religious-education.students.$studentId.absences";
import { action as teacherWizardAction, loader as teacherWizardLoader } from "~/routes/re.teacher.add-attendance";
import { loader as teacherReportLoader } from "~/routes/re.teacher.reports.attendance";
import { loader as teacherXlsxLoader } from "~/routes/re.teacher.reports.attendance[.xlsx]";
import { action as teacherAbsencesAction, loader as teacherAbsencesLoader } from "~/routes/re.teacher.students.$studentId.absences";
import { loader as studentLoader } from "~/routes/religious-education.students.$studentId._index";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Scope = { churchId: string; teacherId: string | null };
const get = async (fn: Fn, path: string, cookie?: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(path, { cookie }), params));
// A form as a browser sends it (urlencoded), with repeated names (r=...&r=...).
const post = async (fn: Fn, path: string, form: [string, string][], cookie?: string, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(path, { body: new URLSearchParams(form), cookie }), params));
const day = (value: string) => new Date(`${value}T00:00:00Z`);
const absencesOf = (churchId: string) => db.absence.findMany({ where: { churchId }, select: { registrationId: true, studentId: true, date: true }, orderBy: [{ registrationId: "asc" }, { date: "asc" }] });
const absent = (registrationId: string, dates: string[], churchId: string, studentId: string) =>
  db.absence.createMany({ data: dates.map((d) => ({ churchId, registrationId, studentId, date: day(d) })) });

/**
 * A church with a current and a past year; Grade 2 taught by Ann (with Bob assisting) and Grade 3
 * taught by Carl; Current students in both and an Inactive one; absences spread over dates. The other
 * church has its own class, student, registration and absences, with more absences than ours.
 */
async function world() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
  const churchId = church.id;
  const [annUser, bobUser, carlUser] = await Promise.all(["ann", "bob", "carl"].map((name) => createUser({ churchId, roles: ["TEACHER"], email: `${name}-${Math.random().toString(36).slice(2)}@example.test` })));
  const [ann, bob, carl] = await Promise.all([
    createTeacher({ churchId, firstname: "Ann", lastname: "Teach", userId: annUser.id }),
    createTeacher({ churchId, firstname: "Bob", lastname: "Aide", userId: bobUser.id }),
    createTeacher({ churchId, firstname: "Carl", lastname: "Other", userId: carlUser.id }),
  ]);
  const [year, past] = await Promise.all([createSchoolYear({ churchId, yearName: "2026-2027", isCurrent: true }), createSchoolYear({ churchId, yearName: "2025-2026" })]);
  const [grade2, grade3] = await Promise.all([
    createSchoolClass({ churchId, className: "Grade 2", teacherId: ann.id, assistantId: bob.id }),
    createSchoolClass({ churchId, className: "Grade 3", teacherId: carl.id }),
  ]);
  const [maria, john, zoe, inactive, peter] = await Promise.all([
    createStudent({ churchId, firstname: "Maria", middlename: "Ann", lastname: "Lopez" }),
    createStudent({ churchId, firstname: "John", lastname: "Abbott" }),
    createStudent({ churchId, firstname: "Zoe", lastname: "Baker" }),
    createStudent({ churchId, firstname: "Ivy", lastname: "Gone", status: "INACTIVE" }),
    createStudent({ churchId, firstname: "Peter", lastname: "Young" }),
  ]);
  const register = (studentId: string, schoolClassId: string, schoolYearId = year.id) => createRegistration({ churchId, studentId, schoolClassId, schoolYearId });
  const [rMaria, rJohn, rZoe, rInactive, rPeter, rMariaPast] = await Promise.all([
    register(maria.id, grade2.id),
    register(john.id, grade2.id),
    register(zoe.id, grade2.id),
    register(inactive.id, grade2.id),
    register(peter.id, grade3.id),
    register(maria.id, grade3.id, past.id),
  ]);
  // Maria: 4 this year (an attendance issue) and 2 last year, in Carl's class; John 1; Peter 5; Zoe none.
  await absent(rMaria.id, ["2026-09-13", "2026-09-20", "2026-10-04", "2026-10-11"], churchId, maria.id);
  await absent(rMariaPast.id, ["2025-10-05", "2025-10-12"], churchId, maria.id);
  await absent(rJohn.id, ["2026-09-20"], churchId, john.id);
  await absent(rPeter.id, ["2026-09-13", "2026-09-20", "2026-09-27", "2026-10-04", "2026-10-11"], churchId, peter.id);

  const theirYear = await createSchoolYear({ churchId: other.id, yearName: "2026-2027", isCurrent: true });
  const theirClass = await createSchoolClass({ churchId: other.id, className: "Grade 2" });
  const theirStudent = await createStudent({ churchId: other.id, firstname: "Maria", lastname: "Lopez" });
  const theirRegistration = await createRegistration({ churchId: other.id, studentId: theirStudent.id, schoolClassId: theirClass.id, schoolYearId: theirYear.id });
  await absent(theirRegistration.id, ["2026-09-06", "2026-09-13", "2026-09-20", "2026-09-27", "2026-10-04", "2026-10-11"], other.id, theirStudent.id);
  const theirAbsence = await db.absence.findFirstOrThrow({ where: { churchId: other.id } });

  const scope: Scope = { churchId, teacherId: null };
  return {
    church,
    other,
    scope,
    annScope: { churchId, teacherId: ann.id } as Scope,
    bobScope: { churchId, teacherId: bob.id } as Scope,
    carlScope: { churchId, teacherId: carl.id } as Scope,
    cookie: await signIn(user),
    otherCookie: await signIn(otherUser),
    annCookie: await signIn(annUser),
    carlCookie: await signIn(carlUser),
    year,
    past,
    grade2,
    grade3,
    students: { maria, john, zoe, inactive, peter },
    regs: { rMaria, rJohn, rZoe, rInactive, rPeter, rMariaPast },
    theirs: { year: theirYear, schoolClass: theirClass, student: theirStudent, registration: theirRegistration, absence: theirAbsence },
  };
}

const WIZARD = "/religious-education/add-attendance";
const TEACHER_WIZARD = "/re/teacher/add-attendance";
const TODAY = isoDay(new Date());

describe("attendance schema", () => {
  const dateError = (date: string | undefined) => ChooseDateSchema.safeParse({ date, classId: "abc" }).error?.issues.map((i) => i.message);
  it("answers the spec's messages: a date and a class are required, a date must be real and not in the future", () => {
    expect(dateError(undefined)).toEqual([ATTENDANCE_MESSAGES.dateRequired]);
    expect(dateError("")).toEqual([ATTENDANCE_MESSAGES.dateRequired]);
    for (const bad of ["2026-02-30", "2026-13-01", "abc", "11/22/2026", "1899-12-31", "2026-1-1"]) expect(dateError(bad), bad).toEqual([ATTENDANCE_MESSAGES.invalidDate]);
    expect(dateError("2999-01-01")).toEqual([ATTENDANCE_MESSAGES.futureDate]);
    expect(dateError(latestAttendanceDay())).toBeUndefined();
    expect(dateError(TODAY)).toBeUndefined();
    expect(dateError("2024-02-29")).toBeUndefined();
    expect(ChooseDateSchema.safeParse({ date: TODAY }).error?.issues.map((i) => i.message)).toEqual([ATTENDANCE_MESSAGES.classRequired]);
    expect(ChooseDateSchema.safeParse({ date: TODAY, classId: "a\u0000b" }).error?.issues.map((i) => i.message)).toEqual([ATTENDANCE_MESSAGES.classRequired]);
    expect(ChooseStudentsSchema.safeParse({ date: TODAY, classId: "abc" }).error?.issues.map((i) => i.message)).toEqual([ATTENDANCE_MESSAGES.studentsRequired]);
    expect(ChooseStudentsSchema.safeParse({ date: TODAY, classId: "abc", r: [] }).error?.issues.map((i) => i.message)).toEqual([ATTENDANCE_MESSAGES.studentsRequired]);
    expect(ChooseStudentsSchema.safeParse({ date: TODAY, classId: "abc", r: ["x y"] }).success).toBe(false);
  });

  it("reads and writes the wizard's state in the URL; shows days in en-US", () => {
    const params = new URLSearchParams("step=3&date=2026-11-22&classId=c1&r=a&r=b&r=a&r=bad%00id");
    expect(readWizardState(params)).toEqual({ step: 3, date: "2026-11-22", classId: "c1", r: ["a", "b"] });
    expect(readWizardState(new URLSearchParams("step=9&date=2026-02-30&classId=%00"))).toEqual({ step: 1, date: null, classId: null, r: [] });
    expect(wizardHref(WIZARD, { step: 2, date: "2025-11-16", classId: "c1", r: ["a", "b"] })).toBe(`${WIZARD}?step=2&date=2025-11-16&classId=c1&r=a&r=b`);
    expect(wizardHref(WIZARD, { step: 1 })).toBe(WIZARD);
    expect(formatDay("2026-11-22")).toBe("Sunday, 11/22/2026");
    expect(formatDay(day("2026-11-25"))).toBe("Wednesday, 11/25/2026");
    expect(formatDay("2026-11-25T00:00:00.000Z")).toBe("Wednesday, 11/25/2026");
  });
});

describe("attendance modules", () => {
  it("listAttendanceRoster: the class's current-year Current students by last name, with the year's absences and who is absent on the day", async () => {
    const w = await world();
    const roster = await listAttendanceRoster(w.scope, w.grade2.id, "2026-09-20");
    expect(roster.schoolClass).toEqual({ id: w.grade2.id, className: "Grade 2" });
    expect(roster.year).toEqual({ id: w.year.id, yearName: "2026-2027" });
    expect(roster.rows.map((r) => [r.name, r.className, r.absences, r.absentOnDay])).toEqual([
      ["John Abbott", "Grade 2", 1, true],
      ["Zoe Baker", "Grade 2", 0, false],
      ["Maria Ann Lopez", "Grade 2", 4, true],
    ]);
    expect(roster.rows[0]).toMatchObject({ registrationId: w.regs.rJohn.id, studentId: w.students.john.id });
    // The teacher and the assistant see it; another teacher, another church: 404.
    expect((await listAttendanceRoster(w.annScope, w.grade2.id, TODAY)).rows).toHaveLength(3);
    expect((await listAttendanceRoster(w.bobScope, w.grade2.id, TODAY)).rows).toHaveLength(3);
    await expectAppError(listAttendanceRoster(w.carlScope, w.grade2.id, TODAY), "NOT_FOUND");
    await expectAppError(listAttendanceRoster(w.scope, w.theirs.schoolClass.id, TODAY), "NOT_FOUND");
    await expectAppError(listAttendanceRoster(w.scope, "no\u0000id", TODAY), "NOT_FOUND");
    await expectAppError(getClassInScope(w.annScope, w.grade3.id), "NOT_FOUND");
    expect((await listClassesInScope(w.scope)).map((c) => c.className)).toEqual(["Grade 2", "Grade 3"]);
    expect((await listClassesInScope(w.carlScope)).map((c) => c.className)).toEqual(["Grade 3"]);
  });

  it("recordAbsences writes one absence per registration and day; a second submit writes nothing", async () => {
    const w = await world();
    const chosen = { date: "2025-11-16", classId: w.grade2.id, r: [w.regs.rZoe.id, w.regs.rJohn.id, w.regs.rZoe.id] };
    expect(await recordAbsences(w.scope, chosen)).toEqual({ recorded: 2 });
    expect(await recordAbsences(w.scope, chosen)).toEqual({ recorded: 0 });
    const stored = await db.absence.findMany({ where: { churchId: w.church.id, date: day("2025-11-16") }, select: { registrationId: true, studentId: true } });
    expect(stored.sort((a, b) => a.registrationId.localeCompare(b.registrationId))).toEqual(
      [
        { registrationId: w.regs.rZoe.id, studentId: w.students.zoe.id },
        { registrationId: w.regs.rJohn.id, studentId: w.students.john.id },
      ].sort((a, b) => a.registrationId.localeCompare(b.registrationId)),
    );
    // Recording Maria again on a day she is already absent adds nothing; Zoe on another day is new.
    expect(await recordAbsences(w.annScope, { date: "2026-09-20", classId: w.grade2.id, r: [w.regs.rMaria.id, w.regs.rZoe.id] })).toEqual({ recorded: 1 });
    expect((await listAbsencesOnDay(w.scope, w.grade2.id, "2025-11-16")).absent.map((a) => a.name)).toEqual(["John Abbott", "Zoe Baker"]);
  });

  it("recordAbsences refuses, with 404 and nothing written, any registration off the class's roster in scope", async () => {
    const w = await world();
    const before = { ours: await absencesOf(w.church.id), theirs: await absencesOf(w.other.id) };
    const attempts: [Scope, string, string[]][] = [
      [w.scope, w.grade2.id, [w.regs.rZoe.id, w.theirs.registration.id]], // another church's registration
      [w.scope, w.theirs.schoolClass.id, [w.theirs.registration.id]], // another church's class
      [w.scope, w.grade2.id, [w.regs.rZoe.id, w.regs.rPeter.id]], // another class's
      [w.scope, w.grade3.id, [w.regs.rMariaPast.id]], // last year's
      [w.scope, w.grade2.id, [w.regs.rInactive.id]], // an Inactive student's
      [w.annScope, w.grade3.id, [w.regs.rPeter.id]], // another teacher's class
      [w.carlScope, w.grade2.id, [w.regs.rZoe.id]],
      [w.scope, w.grade2.id, ["nothing-like-this"]],
    ];
    for (const [scope, classId, r] of attempts) await expectAppError(recordAbsences(scope, { date: "2025-11-16", classId, r }), "NOT_FOUND");
    await expectAppError(findChosenRegistrations(w.carlScope, { classId: w.grade2.id, r: [w.regs.rZoe.id] }), "NOT_FOUND");
    expect({ ours: await absencesOf(w.church.id), theirs: await absencesOf(w.other.id) }).toEqual(before);
  });

  it("listAbsencesOnDay lists what is stored for the class and day, in scope", async () => {
    const w = await world();
    expect((await listAbsencesOnDay(w.scope, w.grade2.id, "2026-09-20")).absent.map((a) => [a.name, a.studentId])).toEqual([
      ["John Abbott", w.students.john.id],
      ["Maria Ann Lopez", w.students.maria.id],
    ]);
    expect((await listAbsencesOnDay(w.scope, w.grade2.id, "2026-09-27")).absent).toEqual([]);
    expect((await listAbsencesOnDay(w.carlScope, w.grade3.id, "2026-09-27")).absent.map((a) => a.name)).toEqual(["Peter Young"]);
    await expectAppError(listAbsencesOnDay(w.carlScope, w.grade2.id, "2026-09-20"), "NOT_FOUND");
    await expectAppError(listAbsencesOnDay(w.scope, w.theirs.schoolClass.id, "2026-09-20"), "NOT_FOUND");
  });

  it("getAttendanceReport: the year's registrations in scope with absences counted, sorted and filtered", async () => {
    const w = await world();
    const report = (scope: Scope, query: string) => getAttendanceReport(scope, readAttendanceFilters(new URLSearchParams(query)));
    const names = (r: Awaited<ReturnType<typeof report>>) => r.rows.map((row) => [row.name, row.className, row.absences]);
    const all = await report(w.scope, "");
    expect(all.year?.id).toBe(w.year.id);
    expect(all.classes.map((c) => c.className)).toEqual(["Grade 2", "Grade 3"]);
    // Most absences first, then by last name; the Inactive student is still a registration of the year.
    expect(names(all)).toEqual([
      ["Peter Young", "Grade 3", 5],
      ["Maria Ann Lopez", "Grade 2", 4],
      ["John Abbott", "Grade 2", 1],
      ["Zoe Baker", "Grade 2", 0],
      ["Ivy Gone", "Grade 2", 0],
    ]);
    expect(names(await report(w.scope, "sort=firstname")).map((r) => r[0])).toEqual(["Ivy Gone", "John Abbott", "Maria Ann Lopez", "Peter Young", "Zoe Baker"]);
    expect(names(await report(w.scope, "sort=lastname")).map((r) => r[0])).toEqual(["John Abbott", "Zoe Baker", "Ivy Gone", "Maria Ann Lopez", "Peter Young"]);
    expect(names(await report(w.scope, `class=${w.grade3.id}`))).toEqual([["Peter Young", "Grade 3", 5]]);
    expect(names(await report(w.scope, `minAbsences=${ATTENDANCE_ISSUE_ABSENCES}`)).map((r) => r[0])).toEqual(["Peter Young", "Maria Ann Lopez"]);
    // Last year: Maria's two absences in Grade 3, the only class of that year (so no class filter).
    const past = await report(w.scope, `year=${w.past.id}&class=${w.grade2.id}`);
    expect(past.classes).toHaveLength(1);
    expect(past.classId).toBeNull();
    expect(names(past)).toEqual([["Maria Ann Lopez", "Grade 3", 2]]);
    // Unknown values are ignored: another church's year or class, a bad sort, a silly minimum.
    const odd = await report(w.scope, `year=${w.theirs.year.id}&class=${w.theirs.schoolClass.id}&sort=x&minAbsences=-1`);
    expect(odd.year?.id).toBe(w.year.id);
    expect(odd.rows).toHaveLength(5);
    // A teacher: only their class (one class: no class filter), whatever is asked.
    const carl = await report(w.carlScope, `class=${w.grade2.id}`);
    expect(carl.classes).toHaveLength(1);
    expect(names(carl)).toEqual([["Peter Young", "Grade 3", 5]]);
    expect(names(await report(w.annScope, "")).map((r) => r[0])).toEqual(["Maria Ann Lopez", "John Abbott", "Zoe Baker", "Ivy Gone"]);
    // The other church sees only its own.
    expect(names(await report({ churchId: w.other.id, teacherId: null }, ""))).toEqual([["Maria Lopez", "Grade 2", 6]]);
  });

  it("getAttendanceReport: pages of 100 read in PostgreSQL's order, names compared case and accents aside; a page past the end is the last; the download has every row", async () => {
    const { church, user } = await createTwoChurches();
    const churchId = church.id;
    const year = await createSchoolYear({ churchId, yearName: "2026-2027", isCurrent: true });
    const schoolClass = await createSchoolClass({ churchId, className: "Grade 5" });
    // 98 "Pager" students, then three whose byte order (Ezra < eaton < Émond) is not their reading order.
    const names = [...Array.from({ length: 98 }, (_, i) => ["Ann", `Pager${String(i).padStart(2, "0")}`]), ["Zed", "Émond"], ["Zed", "eaton"], ["Zed", "Ezra"]];
    const students = await Promise.all(names.map(([firstname, lastname]) => createStudent({ churchId, firstname, lastname })));
    await Promise.all(students.map((s) => createRegistration({ churchId, studentId: s.id, schoolClassId: schoolClass.id, schoolYearId: year.id })));
    const scope: Scope = { churchId, teacherId: null };
    const lastnames = (r: { rows: { name: string }[] }) => r.rows.map((row) => row.name.split(" ").at(-1));
    const first = await getAttendanceReport(scope, readAttendanceFilters(new URLSearchParams("sort=lastname")));
    expect([first.total, first.page, first.rows.length]).toEqual([101, 1, 100]);
    expect(lastnames(first).slice(0, 3)).toEqual(["eaton", "Émond", "Ezra"]);
    const second = await getAttendanceReport(scope, readAttendanceFilters(new URLSearchParams("sort=lastname&page=2")));
    expect([second.total, second.page, lastnames(second)]).toEqual([101, 2, ["Pager97"]]);
    const beyond = await getAttendanceReport(scope, readAttendanceFilters(new URLSearchParams("sort=lastname&page=99")));
    expect([beyond.total, beyond.page, lastnames(beyond)]).toEqual([101, 2, ["Pager97"]]);
    const all = await getAttendanceReport(scope, readAttendanceFilters(new URLSearchParams("sort=lastname")), null);
    expect(lastnames(all)).toEqual([...lastnames(first), ...lastnames(second)]);
    // The page's own figures: "Showing 101–101 of 101" on page 2 of 2.
    const request = makeRequest("/religious-education/attendance?sort=lastname&page=9", { cookie: await signIn(user) });
    const page = (await answer(await run(staffReportLoader, request))).data as { first: number; total: number; pageCount: number; rows: { count: number } };
    expect([page.first, page.total, page.pageCount, page.rows.count]).toEqual([101, 101, 2, 1]);
  });

  it("a registration's absence count follows every absence written or removed, and gives the home figure per church", async () => {
    const w = await world();
    const countOf = async (id: string) => (await db.registration.findUniqueOrThrow({ where: { id }, select: { absenceCount: true } })).absenceCount;
    const counted = async () => Object.fromEntries(await Promise.all(Object.entries(w.regs).map(async ([name, r]) => [name, await countOf(r.id)])));
    // Every registration's count is its absences, whichever way they were written.
    const actual = async () => Object.fromEntries(await Promise.all(Object.entries(w.regs).map(async ([name, r]) => [name, await db.absence.count({ where: { registrationId: r.id } })])));
    expect(await counted()).toEqual(await actual());
    expect(await countOf(w.regs.rMaria.id)).toBe(4);
    expect(await countAttendanceIssues(w.church.id)).toBe(2);
    expect(await countAttendanceIssues(w.other.id)).toBe(1);
    expect((await getEducationHome(w.church.id)).counts.attendanceIssues).toBe(2);

    // The wizard (several at once, a repeat writing nothing), a removal, and a deleted registration.
    expect(await recordAbsences(w.scope, { date: "2025-11-16", classId: w.grade2.id, r: [w.regs.rZoe.id, w.regs.rJohn.id] })).toEqual({ recorded: 2 });
    expect(await recordAbsences(w.scope, { date: "2025-11-16", classId: w.grade2.id, r: [w.regs.rZoe.id, w.regs.rJohn.id] })).toEqual({ recorded: 0 });
    expect(await recordAbsences(w.scope, { date: "2025-11-23", classId: w.grade2.id, r: [w.regs.rJohn.id] })).toEqual({ recorded: 1 });
    expect([await countOf(w.regs.rZoe.id), await countOf(w.regs.rJohn.id)]).toEqual([1, 3]);
    const latest = await db.absence.findFirstOrThrow({ where: { registrationId: w.regs.rMaria.id }, orderBy: { date: "desc" } });
    await removeAbsence(w.scope, w.students.maria.id, latest.id);
    expect(await countOf(w.regs.rMaria.id)).toBe(3);
    expect(await countAttendanceIssues(w.church.id)).toBe(1);
    await db.absence.deleteMany({ where: { registrationId: w.regs.rJohn.id } });
    expect(await countOf(w.regs.rJohn.id)).toBe(0);
    // Deleting a registration takes its absences (cascade) and leaves every other count as it was.
    await db.registration.delete({ where: { id: w.regs.rPeter.id } });
    const { rPeter: _gone, ...rest } = w.regs;
    for (const [name, r] of Object.entries(rest)) expect(await countOf(r.id), name).toBe(await db.absence.count({ where: { registrationId: r.id } }));
    // Another church's count is untouched by all of this.
    expect(await countOf(w.theirs.registration.id)).toBe(await db.absence.count({ where: { registrationId: w.theirs.registration.id } }));
    expect(await countAttendanceIssues(w.other.id)).toBe(1);
  });

  it("listStudentAbsences: by registration, newest first; a teacher sees only their classes' registrations", async () => {
    const w = await world();
    const staff = await listStudentAbsences(w.scope, w.students.maria.id);
    expect(staff.registrations.map((r) => [r.schoolYear.yearName, r.schoolClass.className, r.absences.map((a) => isoDay(a.date))])).toEqual([
      ["2026-2027", "Grade 2", ["2026-10-11", "2026-10-04", "2026-09-20", "2026-09-13"]],
      ["2025-2026", "Grade 3", ["2025-10-12", "2025-10-05"]],
    ]);
    // Ann teaches Maria's class this year, not Carl's Grade 3 of last year; Carl taught her last year.
    expect((await listStudentAbsences(w.annScope, w.students.maria.id)).registrations.map((r) => r.schoolClass.className)).toEqual(["Grade 2"]);
    expect((await listStudentAbsences(w.carlScope, w.students.maria.id)).registrations.map((r) => r.schoolYear.yearName)).toEqual(["2025-2026"]);
    await expectAppError(listStudentAbsences(w.carlScope, w.students.john.id), "NOT_FOUND");
    await expectAppError(listStudentAbsences(w.scope, w.theirs.student.id), "NOT_FOUND");
    await expectAppError(listStudentAbsences(w.scope, "x\u0000"), "NOT_FOUND");
  });

  it("removeAbsence removes one in scope; a second time answers 'already removed'; outside the scope 404 and nothing changes", async () => {
    const w = await world();
    const [latest] = (await listStudentAbsences(w.scope, w.students.maria.id)).registrations[0].absences;
    const lastYear = (await listStudentAbsences(w.scope, w.students.maria.id)).registrations[1].absences[0];
    const before = { ours: await absencesOf(w.church.id), theirs: await absencesOf(w.other.id) };
    // Carl (last year's teacher) may not touch this year's; Ann may not touch last year's; nobody touches the other church's.
    await expectAppError(removeAbsence(w.carlScope, w.students.maria.id, latest.id), "NOT_FOUND");
    await expectAppError(removeAbsence(w.annScope, w.students.maria.id, lastYear.id), "NOT_FOUND");
    await expectAppError(removeAbsence(w.scope, w.theirs.student.id, w.theirs.absence.id), "NOT_FOUND");
    await expectAppError(removeAbsence(w.scope, w.students.maria.id, w.theirs.absence.id), "NOT_FOUND");
    // An absence of another student of ours, posted on Maria's page.
    const johns = await db.absence.findFirstOrThrow({ where: { studentId: w.students.john.id } });
    await expectAppError(removeAbsence(w.scope, w.students.maria.id, johns.id), "NOT_FOUND");
    await expectAppError(removeAbsence(w.scope, w.students.maria.id, ""), "NOT_FOUND");
    expect({ ours: await absencesOf(w.church.id), theirs: await absencesOf(w.other.id) }).toEqual(before);

    expect(await removeAbsence(w.annScope, w.students.maria.id, latest.id)).toEqual({ removed: { date: day("2026-10-11"), studentName: "Maria Ann Lopez" } });
    expect(await removeAbsence(w.annScope, w.students.maria.id, latest.id)).toEqual({ removed: null });
    // "Already removed" is only for a student in scope.
    await expectAppError(removeAbsence(w.carlScope, w.students.john.id, latest.id), "NOT_FOUND");
    expect(await db.absence.count({ where: { churchId: w.church.id } })).toBe(before.ours.length - 1);
  });
});

describe("add-attendance wizard pages", () => {
  it("walks the four steps as pages (staff), keeping the state in the URL, and a second Confirm records nothing twice", async () => {
    const w = await world();
    const step1 = await get(staffWizardLoader, WIZARD, w.cookie);
    expect(step1).toMatchObject({ status: 200, data: { step: 1, date: TODAY, dateChosen: false, classId: null, r: [], paths: { wizard: WIZARD } } });
    expect((step1.data as { classes: { className: string }[] }).classes.map((c) => c.className)).toEqual(["Grade 2", "Grade 3"]);

    const date = "2025-11-16";
    const next = await post(staffWizardAction, WIZARD, [["intent", "choose"], ["date", date], ["classId", w.grade2.id]], w.cookie);
    expect(next).toMatchObject({ status: 302, location: `${WIZARD}?step=2&date=${date}&classId=${w.grade2.id}` });
    const step2 = await get(staffWizardLoader, next.location!, w.cookie);
    expect(step2.data).toMatchObject({ step: 2, date, schoolClass: { className: "Grade 2" }, checked: [] });

    const chosen: [string, string][] = [["date", date], ["classId", w.grade2.id], ["r", w.regs.rZoe.id], ["r", w.regs.rMaria.id]];
    const preview = await post(staffWizardAction, next.location!, [["intent", "mark-absent"], ...chosen], w.cookie);
    expect(preview).toMatchObject({ status: 302, location: `${WIZARD}?step=3&date=${date}&classId=${w.grade2.id}&r=${w.regs.rZoe.id}&r=${w.regs.rMaria.id}` });
    const step3 = await get(staffWizardLoader, preview.location!, w.cookie);
    expect((step3.data as { chosen: { name: string }[] }).chosen.map((c) => c.name)).toEqual(["Zoe Baker", "Maria Ann Lopez"]);
    // Back to step 2 keeps the choice; back to step 1 keeps the date and class.
    expect((await get(staffWizardLoader, `${WIZARD}?step=2&date=${date}&classId=${w.grade2.id}&r=${w.regs.rZoe.id}&r=${w.regs.rMaria.id}`, w.cookie)).data).toMatchObject({ checked: [w.regs.rZoe.id, w.regs.rMaria.id] });
    expect((await get(staffWizardLoader, `${WIZARD}?date=${date}&classId=${w.grade2.id}&r=${w.regs.rZoe.id}&step=1`, w.cookie)).data).toMatchObject({ step: 1, date, dateChosen: true, classId: w.grade2.id, r: [w.regs.rZoe.id] });

    // Nothing is written before Confirm.
    expect(await db.absence.count({ where: { churchId: w.church.id, date: day(date) } })).toBe(0);
    const confirm = await post(staffWizardAction, preview.location!, [["intent", "confirm"], ...chosen], w.cookie);
    expect(confirm).toMatchObject({ status: 302, location: `${WIZARD}?step=4&date=${date}&classId=${w.grade2.id}` });
    const again = await post(staffWizardAction, preview.location!, [["intent", "confirm"], ...chosen], w.cookie);
    expect(again).toMatchObject({ status: 302, location: confirm.location });
    expect(await db.absence.count({ where: { churchId: w.church.id, date: day(date) } })).toBe(2);
    const step4 = await get(staffWizardLoader, confirm.location!, w.cookie);
    expect(step4.data).toMatchObject({ step: 4, date, schoolClass: { id: w.grade2.id }, absent: [{ name: "Zoe Baker" }, { name: "Maria Ann Lopez" }] });
    // Step 2 of the same day shows them as already absent.
    const later = await get(staffWizardLoader, `${WIZARD}?step=2&date=${date}&classId=${w.grade2.id}`, w.cookie);
    expect((later.data as { rows: { name: string; absentOnDay: boolean; absences: number }[] }).rows.map((r) => [r.name, r.absentOnDay, r.absences])).toEqual([
      ["John Abbott", false, 1],
      ["Zoe Baker", true, 1],
      ["Maria Ann Lopez", true, 5],
    ]);
  });

  it("sends an incomplete address back a step: step 2 without a date or class to 1, step 3 without students to 2, step 4 with nothing saved to 1", async () => {
    const w = await world();
    const c = w.grade2.id;
    expect(await get(staffWizardLoader, `${WIZARD}?step=2&classId=${c}`, w.cookie)).toMatchObject({ status: 302, location: `${WIZARD}?classId=${c}` });
    expect(await get(staffWizardLoader, `${WIZARD}?step=2&date=2026-02-30&classId=${c}`, w.cookie)).toMatchObject({ status: 302, location: `${WIZARD}?classId=${c}` });
    expect(await get(staffWizardLoader, `${WIZARD}?step=3&date=2025-11-16&classId=${c}&r=unknown`, w.cookie)).toMatchObject({ status: 302, location: `${WIZARD}?step=2&date=2025-11-16&classId=${c}` });
    expect(await get(staffWizardLoader, `${WIZARD}?step=4&date=2025-11-16&classId=${c}`, w.cookie)).toMatchObject({ status: 302, location: `${WIZARD}?date=2025-11-16&classId=${c}` });
    // A class of another church in the address: 404; in step 1 it is only not preselected.
    expect(await get(staffWizardLoader, `${WIZARD}?step=2&date=2025-11-16&classId=${w.theirs.schoolClass.id}`, w.cookie)).toMatchObject({ status: 404 });
    expect((await get(staffWizardLoader, `${WIZARD}?classId=${w.theirs.schoolClass.id}`, w.cookie)).data).toMatchObject({ step: 1, classId: null });
  });

  it("answers the spec's messages for missing or bad values (400, never 500) and 404 for foreign ids, writing nothing", async () => {
    const w = await world();
    const errors = async (form: [string, string][]) => {
      const reply = await post(staffWizardAction, WIZARD, form, w.cookie);
      expect(reply.status).toBe(400);
      return (reply.data as { result: { error: Record<string, string[]> } }).result.error;
    };
    expect(await errors([["intent", "choose"]])).toEqual({ date: [ATTENDANCE_MESSAGES.dateRequired], classId: [ATTENDANCE_MESSAGES.classRequired] });
    expect(await errors([["intent", "choose"], ["date", "2026-02-30"], ["classId", w.grade2.id]])).toEqual({ date: [ATTENDANCE_MESSAGES.invalidDate] });
    expect(await errors([["intent", "choose"], ["date", "2999-01-01"], ["classId", "a\u0000b"]])).toEqual({ date: [ATTENDANCE_MESSAGES.futureDate], classId: [ATTENDANCE_MESSAGES.classRequired] });
    expect(await errors([["intent", "mark-absent"], ["date", "2025-11-16"], ["classId", w.grade2.id]])).toEqual({ r: [ATTENDANCE_MESSAGES.studentsRequired] });
    expect(await errors([["intent", "confirm"], ["date", "garbage"], ["classId", w.grade2.id], ["r", w.regs.rZoe.id]])).toEqual({ date: [ATTENDANCE_MESSAGES.invalidDate] });
    expect(await errors([["intent", "confirm"], ["date", "2025-11-16"], ["classId", w.grade2.id], ["r", "bad id"]])).toEqual({ "r[0]": [ATTENDANCE_MESSAGES.studentsRequired] });
    expect(await post(staffWizardAction, WIZARD, [["intent", "erase"]], w.cookie)).toMatchObject({ status: 400 });
    expect(await post(staffWizardAction, WIZARD, [["date", "2025-11-16"]], w.cookie)).toMatchObject({ status: 400 });

    const before = { ours: await absencesOf(w.church.id), theirs: await absencesOf(w.other.id) };
    expect(await post(staffWizardAction, WIZARD, [["intent", "choose"], ["date", "2025-11-16"], ["classId", w.theirs.schoolClass.id]], w.cookie)).toMatchObject({ status: 404 });
    const foreign: [string, string][] = [["date", "2025-11-16"], ["classId", w.grade2.id], ["r", w.regs.rZoe.id], ["r", w.theirs.registration.id]];
    expect(await post(staffWizardAction, WIZARD, [["intent", "mark-absent"], ...foreign], w.cookie)).toMatchObject({ status: 404 });
    expect(await post(staffWizardAction, WIZARD, [["intent", "confirm"], ...foreign], w.cookie)).toMatchObject({ status: 404 });
    // The other church's staff with our class and registration.
    expect(await post(staffWizardAction, WIZARD, [["intent", "confirm"], ["date", "2025-11-16"], ["classId", w.grade2.id], ["r", w.regs.rZoe.id]], w.otherCookie)).toMatchObject({ status: 404 });
    expect({ ours: await absencesOf(w.church.id), theirs: await absencesOf(w.other.id) }).toEqual(before);
  });

  it("teacher portal: only the teacher's classes; another teacher's class or registration is 404 and nothing is written", async () => {
    const w = await world();
    const step1 = await get(teacherWizardLoader, TEACHER_WIZARD, w.carlCookie);
    expect(step1.data).toMatchObject({ step: 1, classes: [{ id: w.grade3.id, className: "Grade 3" }], base: "/re/teacher", paths: { report: "/re/teacher/reports/attendance" } });
    expect(await get(teacherWizardLoader, `${TEACHER_WIZARD}?step=2&date=2025-11-16&classId=${w.grade2.id}`, w.carlCookie)).toMatchObject({ status: 404 });
    expect(await get(teacherWizardLoader, `${TEACHER_WIZARD}?step=4&date=2026-09-20&classId=${w.grade2.id}`, w.carlCookie)).toMatchObject({ status: 404 });

    const before = await absencesOf(w.church.id);
    const date = "2025-11-19";
    expect(await post(teacherWizardAction, TEACHER_WIZARD, [["intent", "choose"], ["date", date], ["classId", w.grade2.id]], w.carlCookie)).toMatchObject({ status: 404 });
    expect(await post(teacherWizardAction, TEACHER_WIZARD, [["intent", "confirm"], ["date", date], ["classId", w.grade2.id], ["r", w.regs.rZoe.id]], w.carlCookie)).toMatchObject({ status: 404 });
    // His own class with a registration of Ann's class.
    expect(await post(teacherWizardAction, TEACHER_WIZARD, [["intent", "confirm"], ["date", date], ["classId", w.grade3.id], ["r", w.regs.rZoe.id]], w.carlCookie)).toMatchObject({ status: 404 });
    expect(await absencesOf(w.church.id)).toEqual(before);

    const confirm = await post(teacherWizardAction, TEACHER_WIZARD, [["intent", "confirm"], ["date", date], ["classId", w.grade3.id], ["r", w.regs.rPeter.id]], w.carlCookie);
    expect(confirm).toMatchObject({ status: 302, location: `${TEACHER_WIZARD}?step=4&date=${date}&classId=${w.grade3.id}` });
    expect((await get(teacherWizardLoader, confirm.location!, w.carlCookie)).data).toMatchObject({ step: 4, absent: [{ name: "Peter Young", studentId: w.students.peter.id }], base: "/re/teacher" });

    // A teacher on the admin screens is sent away; staff without a teacher record in the portal too.
    expect(await get(staffWizardLoader, WIZARD, w.carlCookie)).toMatchObject({ status: 302, location: "/unauthorized" });
    const unlinked = await signIn(await createUser({ churchId: w.church.id, roles: ["TEACHER"] }));
    expect(await get(teacherWizardLoader, TEACHER_WIZARD, unlinked)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await get(teacherWizardLoader, TEACHER_WIZARD)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fre%2Fteacher%2Fadd-attendance" });
  });
});

describe("Student Attendance pages", () => {
  it("staff: the filters, order and a page of rows; names link in the portal; the .xlsx has exactly the rows under the filters", async () => {
    const w = await world();
    const page = await get(staffReportLoader, "/religious-education/attendance?sort=lastname", w.cookie);
    // Its rows as rowsOnce gives them without a document: as data (utils/document-rows).
    const data = page.data as { rows: { rows: { name: string; absences: number }[] }; total: number; first: number; pageCount: number; base: string; filters: { sort: string; page: number }; classes: unknown[] };
    expect(data).toMatchObject({ total: 5, first: 1, pageCount: 1, base: "/religious-education", filters: { sort: "lastname", page: 1 } });
    expect(data.rows.rows.map((r) => r.name)).toEqual(["John Abbott", "Zoe Baker", "Ivy Gone", "Maria Ann Lopez", "Peter Young"]);
    expect(data.classes).toHaveLength(2);

    const xlsx = await get(staffXlsxLoader, `/religious-education/attendance.xlsx?minAbsences=4&class=${w.grade2.id}`, w.cookie);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers.get("Content-Disposition")).toContain('filename="Student Attendance - 2026-2027 - Grade 2.xlsx"');
    expect(xlsx.headers.get("Cache-Control")).toBe("private, no-store");
    const response = (await run(staffXlsxLoader, makeRequest(`/religious-education/attendance.xlsx?minAbsences=1`, { cookie: w.cookie }))).result as Response;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet("Attendance")!;
    expect(sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1))).toEqual([
      ATTENDANCE_COLUMNS.map((c) => c.header),
      ["Peter Young", "Grade 3", 5],
      ["Maria Ann Lopez", "Grade 2", 4],
      ["John Abbott", "Grade 2", 1],
    ]);
    // The other church's staff sees none of ours.
    expect(((await get(staffReportLoader, "/religious-education/attendance", w.otherCookie)).data as typeof data).rows.rows.map((r) => r.name)).toEqual(["Maria Lopez"]);
  });

  it("pages 100 rows at a time", async () => {
    const w = await world();
    const students = Array.from({ length: 120 }, (_, i) => ({ id: `bulk${w.church.id}${i}`, churchId: w.church.id, firstname: "Pat", lastname: `Bulk${String(i).padStart(3, "0")}`, searchName: `patbulk${i}` }));
    await db.student.createMany({ data: students });
    await db.registration.createMany({ data: students.map((s, i) => ({ id: `reg${s.id}`, churchId: w.church.id, studentId: s.id, schoolClassId: i % 2 ? w.grade2.id : w.grade3.id, schoolYearId: w.year.id })) });
    const page2 = (await get(staffReportLoader, "/religious-education/attendance?page=2", w.cookie)).data as { rows: { count: number; rows: unknown[] }; total: number; first: number; pageCount: number };
    expect(page2).toMatchObject({ total: 125, first: 101, pageCount: 2 });
    expect([page2.rows.count, page2.rows.rows.length]).toEqual([25, 25]);
    expect(((await get(staffReportLoader, "/religious-education/attendance?page=99", w.cookie)).data as { first: number }).first).toBe(101);
  });

  it("teacher: only their classes; names link into the teacher portal", async () => {
    const w = await world();
    const page = (await get(teacherReportLoader, `/re/teacher/reports/attendance?class=${w.grade2.id}`, w.carlCookie)).data as { rows: { rows: { name: string }[] }; classes: unknown[]; base: string; paths: { wizard: string } };
    expect(page).toMatchObject({ base: "/re/teacher", paths: { wizard: "/re/teacher/add-attendance" } });
    expect(page.rows.rows.map((r) => r.name)).toEqual(["Peter Young"]);
    expect(page.classes).toHaveLength(1);
    const response = (await run(teacherXlsxLoader, makeRequest("/re/teacher/reports/attendance.xlsx", { cookie: w.annCookie }))).result as Response;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.getWorksheet("Attendance")!.rowCount).toBe(5);
    expect(await get(staffReportLoader, "/religious-education/attendance", w.annCookie)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await get(teacherReportLoader, "/re/teacher/reports/attendance", w.cookie)).toMatchObject({ status: 302, location: "/unauthorized" });
  });
});

describe("a student's absences pages", () => {
  it("staff: listed from the student page with the count; Remove answers a toast and removes one", async () => {
    const w = await world();
    const maria = w.students.maria.id;
    const path = `/religious-education/students/${maria}/absences`;
    const studentPage = (await get(studentLoader, `/religious-education/students/${maria}`, w.cookie, { studentId: maria })).data as { student: { registrations: { absenceCount: number }[] } };
    expect(studentPage.student.registrations.reduce((n, r) => n + r.absenceCount, 0)).toBe(6);
    const page = await get(staffAbsencesLoader, path, w.cookie, { studentId: maria });
    const registrations = (page.data as { student: { registrations: { absences: { id: string }[] }[] } }).student.registrations;
    expect(registrations.map((r) => r.absences.length)).toEqual([4, 2]);
    const target = registrations[1].absences[0].id;

    const removed = await post(staffAbsencesAction, path, [["intent", "remove"], ["absenceId", target]], w.cookie, { studentId: maria });
    expect(removed).toMatchObject({ status: 302, location: path });
    const toasts = await takeToasts(makeRequest(path, { cookie: cookieFrom(removed.headers.get("Set-Cookie")) }));
    expect(toasts.toasts).toEqual([{ type: "success", message: ABSENCE_MESSAGES.removed("Maria Ann Lopez", day("2025-10-12")) }]);
    expect(ABSENCE_MESSAGES.removed("Maria Ann Lopez", day("2025-10-12"))).toBe("Absence of Maria Ann Lopez on 10/12/2025 removed successfully.");
    // The same post again (a second click): nothing left to remove, said so.
    const again = await post(staffAbsencesAction, path, [["intent", "remove"], ["absenceId", target]], w.cookie, { studentId: maria });
    expect((await takeToasts(makeRequest(path, { cookie: cookieFrom(again.headers.get("Set-Cookie")) }))).toasts).toEqual([{ type: "info", message: ABSENCE_MESSAGES.alreadyRemoved }]);
    expect(await db.absence.count({ where: { studentId: maria } })).toBe(5);

    // Another church's student or absence: 404; an unknown intent: 'Invalid Request!'.
    expect(await get(staffAbsencesLoader, `/religious-education/students/${w.theirs.student.id}/absences`, w.cookie, { studentId: w.theirs.student.id })).toMatchObject({ status: 404 });
    expect(await post(staffAbsencesAction, path, [["intent", "remove"], ["absenceId", w.theirs.absence.id]], w.cookie, { studentId: maria })).toMatchObject({ status: 404 });
    expect(await post(staffAbsencesAction, path, [["intent", "wipe"]], w.cookie, { studentId: maria })).toMatchObject({ status: 400 });
    expect(await db.absence.count({ where: { churchId: w.other.id } })).toBe(6);
  });

  it("teacher: only absences of registrations in their classes; another teacher's student or absence is 404 and nothing changes", async () => {
    const w = await world();
    const john = w.students.john.id;
    const maria = w.students.maria.id;
    const carlPage = await get(teacherAbsencesLoader, `/re/teacher/students/${maria}/absences`, w.carlCookie, { studentId: maria });
    expect((carlPage.data as { student: { registrations: { schoolYear: { yearName: string } }[] }; base: string }).student.registrations.map((r) => r.schoolYear.yearName)).toEqual(["2025-2026"]);
    expect(await get(teacherAbsencesLoader, `/re/teacher/students/${john}/absences`, w.carlCookie, { studentId: john })).toMatchObject({ status: 404 });

    const before = await absencesOf(w.church.id);
    const johns = await db.absence.findFirstOrThrow({ where: { studentId: john } });
    const thisYears = await db.absence.findFirstOrThrow({ where: { registrationId: w.regs.rMaria.id } });
    expect(await post(teacherAbsencesAction, `/re/teacher/students/${john}/absences`, [["intent", "remove"], ["absenceId", johns.id]], w.carlCookie, { studentId: john })).toMatchObject({ status: 404 });
    expect(await post(teacherAbsencesAction, `/re/teacher/students/${maria}/absences`, [["intent", "remove"], ["absenceId", thisYears.id]], w.carlCookie, { studentId: maria })).toMatchObject({ status: 404 });
    expect(await absencesOf(w.church.id)).toEqual(before);

    const removed = await post(teacherAbsencesAction, `/re/teacher/students/${john}/absences`, [["intent", "remove"], ["absenceId", johns.id]], w.annCookie, { studentId: john });
    expect(removed).toMatchObject({ status: 302, location: `/re/teacher/students/${john}/absences` });
    expect(await db.absence.count({ where: { studentId: john } })).toBe(0);
  });
});
