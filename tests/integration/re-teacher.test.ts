// The teacher portal (/re/teacher): a teacher sees and changes only the classes they teach or
// assist and those classes' students; another teacher's class, student, registration or document,
// and anything of another church, answers 404 and changes nothing. Also the sign-in by link.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  createChurch,
  createParent,
  createRegistration,
  createSchoolClass,
  createSchoolYear,
  createStudent,
  createStudentDocument,
  createTeacher,
  createUser,
} from "../../prisma/factories";
import { LOGIN_LINK_MESSAGES } from "~/modules/education/people/send-teacher-login-link.server";
import { searchSite } from "~/modules/search/search-site.server";
import { buildShell } from "~/modules/shell/load-shell.server";
import { action as teacherEditAction } from "~/routes/religious-education.teachers.$teacherId.edit";
import { action as linkRequestAction, loader as linkLoader } from "~/routes/login_.re.teacher";
import { loader as splatLoader } from "~/routes/re.teacher.$";
import { loader as classesLoader } from "~/routes/re.teacher.classes._index";
import { loader as classLoader } from "~/routes/re.teacher.classes.$className._index";
import { loader as exportLoader } from "~/routes/re.teacher.classes.$className.export";
import { action as pageAction, loader as pageLoader } from "~/routes/re.teacher.students.$studentId._index";
import { action as editAction, loader as editLoader } from "~/routes/re.teacher.students.$studentId.edit";
import { action as sacramentsAction, loader as sacramentsLoader } from "~/routes/re.teacher.students.$studentId.edit-sacraments";
import { loader as fileLoader } from "~/routes/files.$fileId";
import { getSessionUser, takeToasts } from "~/utils/session.server";
import { db } from "~/utils/db.server";
import { answer, cookieFrom, makeRequest, run, signIn } from "../support/http";

type Handler = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;

let addresses = 0;
/** A client address of its own per call: the per-address limits are tested on their own. */
const freshContext = () => ({ cspNonce: "", clientIp: `10.44.${Math.floor(++addresses / 250)}.${addresses % 250}` });

const get = async (loader: Handler, path: string, cookie?: string, params: Record<string, string> = {}) => answer(await run(loader, makeRequest(path, { cookie }), params, freshContext()));
const post = async (action: Handler, path: string, form: Record<string, string> | FormData, cookie?: string, params: Record<string, string> = {}) =>
  answer(await run(action, makeRequest(path, { method: "POST", form, cookie }), params, freshContext()));
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const signedInAs = async (res: Answer) => (await getSessionUser(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) })))?.user.id ?? null;

/** A teacher with a sign-in (user with role TEACHER linked to the teacher record). */
async function teacherWithLogin(churchId: string, firstname: string, lastname: string) {
  const user = await createUser({ churchId, roles: ["TEACHER"], firstname, lastname });
  const teacher = await createTeacher({ churchId, firstname, lastname, email: user.email, userId: user.id });
  return { user, teacher, cookie: await signIn(user) };
}

/**
 * Church A: Thomas teaches Grade 2 First Communion and assists Grade 4; Olga teaches Grade 7.
 * Church B: a teacher of its own "Grade 2 First Communion" (the same slug).
 */
async function world() {
  const church = await createChurch();
  const [year, past] = await Promise.all([
    createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true }),
    createSchoolYear({ churchId: church.id, yearName: "2025-2026" }),
  ]);
  const me = await teacherWithLogin(church.id, "Thomas", "Brennan");
  const olga = await teacherWithLogin(church.id, "Olga", "Other");
  const mine = await createSchoolClass({ churchId: church.id, className: "Grade 2 First Communion", teacherId: me.teacher.id, meets: "Sundays", location: "Room 2" });
  const assisted = await createSchoolClass({ churchId: church.id, className: "Grade 4", teacherId: olga.teacher.id, assistantId: me.teacher.id });
  const theirs = await createSchoolClass({ churchId: church.id, className: "Grade 7", teacherId: olga.teacher.id });

  const mother = await createParent({ churchId: church.id, role: "MOTHER", firstname: "Rosa", lastname: "Lopez", email: "rosa@example.test", cellPhone: "555-0101" });
  const theirMother = await createParent({ churchId: church.id, role: "MOTHER", firstname: "Tara", lastname: "Seven", email: "tara@example.test" });
  const ana = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Lopez", motherId: mother.id, dateOfBirth: new Date("2019-03-04T00:00:00Z") });
  const ben = await createStudent({ churchId: church.id, firstname: "Ben", lastname: "Adams", sacramentalStatus: "EXCLUDED" });
  const inactive = await createStudent({ churchId: church.id, firstname: "Ina", lastname: "Active", status: "INACTIVE" });
  const lastYear = await createStudent({ churchId: church.id, firstname: "Lars", lastname: "Past" });
  const seven = await createStudent({ churchId: church.id, firstname: "Sam", lastname: "Seven", motherId: theirMother.id });
  const reg = (studentId: string, schoolClassId: string, schoolYearId = year.id, notes: string | null = null) =>
    createRegistration({ churchId: church.id, studentId, schoolClassId, schoolYearId, notes });
  await reg(ana.id, mine.id, year.id, "Peanut allergy");
  await reg(ben.id, assisted.id);
  await reg(inactive.id, mine.id);
  // Lars was in my class last year and is in Olga's this year: his page shows only my registration.
  const larsMine = await reg(lastYear.id, mine.id, past.id, "Last year's note");
  const larsTheirs = await reg(lastYear.id, theirs.id, year.id, "Olga's note");
  const sevenReg = await reg(seven.id, theirs.id);
  const anaDocument = await createStudentDocument({ churchId: church.id, studentId: ana.id, kind: "BIRTH_CERTIFICATE" });
  const sevenDocument = await createStudentDocument({ churchId: church.id, studentId: seven.id, kind: "BIRTH_CERTIFICATE" });

  const other = await createChurch();
  const otherYear = await createSchoolYear({ churchId: other.id, yearName: "2026-2027", isCurrent: true });
  const otherTeacher = await teacherWithLogin(other.id, "Fay", "Foster");
  const otherClass = await createSchoolClass({ churchId: other.id, className: "Grade 2 First Communion", teacherId: otherTeacher.teacher.id });
  const otherStudent = await createStudent({ churchId: other.id, firstname: "Gia", lastname: "Bianchi" });
  await createRegistration({ churchId: other.id, studentId: otherStudent.id, schoolClassId: otherClass.id, schoolYearId: otherYear.id });
  const otherDocument = await createStudentDocument({ churchId: other.id, studentId: otherStudent.id, kind: "BIRTH_CERTIFICATE" });

  const staff = await createUser({ churchId: church.id, roles: ["SCHOOL_USER"] });
  return {
    church,
    year,
    past,
    me,
    olga,
    classes: { mine, assisted, theirs },
    parents: { mother, theirMother },
    students: { ana, ben, inactive, lastYear, seven },
    registrations: { larsMine, larsTheirs, sevenReg },
    documents: { ana: anaDocument, seven: sevenDocument },
    other: { church: other, teacher: otherTeacher, klass: otherClass, student: otherStudent, document: otherDocument },
    staff: { user: staff, cookie: await signIn(staff) },
  };
}

const classData = (res: Answer) => res.data as { students: { count: number; rows: { student: { id: string; firstname: string } }[] }; view: { table: string; exclusion: string; yearId: string } };
const firstnames = (res: Answer) => classData(res).students.rows.map((r) => r.student.firstname);

describe("teacher portal: classes", () => {
  it("lists the classes the teacher teaches or assists, by name, counting current students; one class opens at once", async () => {
    const w = await world();
    const list = await get(classesLoader, "/re/teacher/classes", w.me.cookie);
    expect(list.status).toBe(200);
    const { classes } = list.data as { classes: { className: string; slug: string; students: number; teacherName: string; assistantName: string | null }[] };
    // Grade 2: Ana (Ina is inactive, Lars was there last year); Grade 4: Ben.
    expect(classes.map((c) => [c.className, c.slug, c.students, c.teacherName, c.assistantName])).toEqual([
      ["Grade 2 First Communion", "grade-2-first-communion", 1, "Thomas Brennan", null],
      ["Grade 4", "grade-4", 1, "Olga Other", "Thomas Brennan"],
    ]);
    // Olga teaches two; the other church's teacher has one class (of the same name as mine): their own.
    expect((await get(classesLoader, "/re/teacher/classes", w.olga.cookie)).data).toMatchObject({ total: 2 });
    expect(await get(classesLoader, "/re/teacher/classes", w.other.teacher.cookie)).toMatchObject({ status: 302, location: "/re/teacher/classes/grade-2-first-communion" });
    await db.schoolClass.update({ where: { id: w.classes.assisted.id }, data: { assistantId: null } });
    expect(await get(classesLoader, "/re/teacher/classes", w.me.cookie)).toMatchObject({ status: 302, location: "/re/teacher/classes/grade-2-first-communion" });
  });

  it("keeps out staff, visitors and a teacher login without a teacher record", async () => {
    const w = await world();
    const bare = await signIn(await createUser({ churchId: w.church.id, roles: ["TEACHER"] }));
    expect(await get(classesLoader, "/re/teacher/classes")).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fre%2Fteacher%2Fclasses" });
    expect(await get(classesLoader, "/re/teacher/classes", w.staff.cookie)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await get(classesLoader, "/re/teacher/classes", bare)).toMatchObject({ status: 302, location: "/unauthorized" });
  });

  it("shows a class by slug: current students only, the two tables, the exclusion and year filters", async () => {
    const w = await world();
    const page = (query = "", slug = "grade-2-first-communion", cookie = w.me.cookie) => get(classLoader, `/re/teacher/classes/${slug}${query}`, cookie, { className: slug });
    const roster = await page();
    expect(roster.status).toBe(200);
    expect(firstnames(roster)).toEqual(["Ana"]);
    expect(classData(roster).view).toEqual({ table: "student-roster", exclusion: "all", yearId: w.year.id });
    // Tuition and payment stay with the office.
    expect(JSON.stringify(roster.data)).not.toContain("tuition");
    expect(classData(await page("?table=parent-contact-info")).view.table).toBe("parent-contact-info");
    expect((classData(await page("?table=parent-contact-info")).students.rows[0] as unknown as { mother: unknown }).mother).toEqual({ name: "Rosa Lopez", email: "rosa@example.test", cellPhone: "555-0101" });
    expect(firstnames(await page(`?year=${w.past.id}`))).toEqual(["Lars"]);
    expect(firstnames(await page("?exclusion=excluded", "grade-4"))).toEqual(["Ben"]);
    expect(firstnames(await page("?exclusion=sacramental-program", "grade-4"))).toEqual([]);
    expect(firstnames(await page("?exclusion=bogus&table=bogus", "grade-4"))).toEqual(["Ben"]);

    // Another teacher's class, an unknown slug, the class id instead of the slug: the 404 page.
    for (const slug of ["grade-7", "no-such-class", w.classes.mine.id, "x".repeat(300)]) expect((await page("", slug)).status, slug).toBe(404);
    // The other church's teacher opens their own class of the same slug: their student only.
    expect(firstnames(await page("", "grade-2-first-communion", w.other.teacher.cookie))).toEqual(["Gia"]);
    // Another church's year in the query falls back to the current year.
    expect(classData(await page(`?year=${w.other.klass.id}`)).view.yearId).toBe(w.year.id);
  });

  it("exports the table shown as .xlsx; another teacher's or church's class is 404", async () => {
    const w = await world();
    const download = (slug: string, query = "", cookie = w.me.cookie) => get(exportLoader, `/re/teacher/classes/${slug}/export${query}`, cookie, { className: slug });
    const outcome = await run(exportLoader, makeRequest(`/re/teacher/classes/grade-2-first-communion/export?table=student-roster&year=${w.year.id}`, { cookie: w.me.cookie }), { className: "grade-2-first-communion" });
    const response = outcome.result as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("Grade 2 First Communion - 2026-2027 - Student Roster.xlsx");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet("Student Roster")!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).values).toContain("Sacramental Status");
    expect(sheet.getRow(1).values).not.toContain("Tuition");
    expect(sheet.getRow(2).values).toContain("Peanut allergy");

    const contacts = (await run(exportLoader, makeRequest(`/re/teacher/classes/grade-4/export?table=parent-contact-info&exclusion=sacramental-program`, { cookie: w.me.cookie }), { className: "grade-4" })).result as Response;
    const contactBook = new ExcelJS.Workbook();
    await contactBook.xlsx.load((await contacts.arrayBuffer()) as never);
    expect(contactBook.getWorksheet("Parent Contact Info")!.rowCount).toBe(1);

    expect((await download("grade-7")).status).toBe(404);
    expect((await download("grade-2-first-communion", `?year=${w.other.klass.id}`)).status).toBe(404);
    expect((await download("grade-2-first-communion", "", w.staff.cookie)).status).toBe(302);
  });
});

describe("teacher portal: a student", () => {
  const pathOf = (id: string, rest = "") => `/re/teacher/students/${id}${rest}`;

  it("opens a student of the teacher's classes (any year) with only the registrations in those classes", async () => {
    const w = await world();
    const lars = await get(pageLoader, pathOf(w.students.lastYear.id), w.me.cookie, { studentId: w.students.lastYear.id });
    expect(lars.status).toBe(200);
    const data = lars.data as { portal: string; base: string; student: { registrations: { id: string; schoolClass: { slug: string } }[] } };
    expect(data).toMatchObject({ portal: "teacher", base: "/re/teacher" });
    expect(data.student.registrations.map((r) => r.id)).toEqual([w.registrations.larsMine.id]);
    expect((await get(pageLoader, pathOf(w.students.ben.id), w.me.cookie, { studentId: w.students.ben.id })).status).toBe(200);
  });

  it("answers 404 for another teacher's or church's student on every page and action, and changes nothing", async () => {
    const w = await world();
    const before = JSON.stringify(await db.student.findMany({ where: { id: { in: [w.students.seven.id, w.other.student.id] } }, orderBy: { id: "asc" } }));
    const documentsBefore = await db.studentDocument.count();
    for (const studentId of [w.students.seven.id, w.other.student.id, "no-such-id", "../x"]) {
      const params = { studentId };
      const documentId = studentId === w.other.student.id ? w.other.document.id : w.documents.seven.id;
      const save = new FormData();
      for (const [k, v] of Object.entries({ firstname: "Hacked", lastname: "Name", type: "CHURCH", status: "CURRENT" })) save.append(k, v);
      const sacraments = new FormData();
      for (const [k, v] of Object.entries({ type: "CHURCH", sacramentalStatus: "EXCLUDED", sacramentalTrack: "NORMAL" })) sacraments.append(k, v);
      const answers: [string, Answer][] = [
        ["page", await get(pageLoader, pathOf(studentId), w.me.cookie, params)],
        ["delete a document", await post(pageAction, pathOf(studentId), { intent: "delete-document", documentId }, w.me.cookie, params)],
        ["edit", await get(editLoader, pathOf(studentId, "/edit"), w.me.cookie, params)],
        ["save", await post(editAction, pathOf(studentId, "/edit?from=%2Fre%2Fteacher"), save, w.me.cookie, params)],
        ["sacraments", await get(sacramentsLoader, pathOf(studentId, "/edit-sacraments"), w.me.cookie, params)],
        ["save sacraments", await post(sacramentsAction, pathOf(studentId, "/edit-sacraments"), sacraments, w.me.cookie, params)],
        ["delete on sacraments", await post(sacramentsAction, pathOf(studentId, "/edit-sacraments"), { intent: "delete-document", documentId }, w.me.cookie, params)],
      ];
      for (const [what, res] of answers) expect(res.status, `${what} of ${studentId}`).toBe(404);
    }
    // Their documents cannot be read either; my student's can.
    for (const file of [w.documents.seven.fileId, w.other.document.fileId]) {
      expect((await get(fileLoader, `/files/${file}`, w.me.cookie, { fileId: file })).status).toBe(404);
    }
    const mine = await run(fileLoader, makeRequest(`/files/${w.documents.ana.fileId}`, { cookie: w.me.cookie }), { fileId: w.documents.ana.fileId });
    expect((mine.result as Response).status).toBe(200);
    await (mine.result as Response).arrayBuffer();
    expect(JSON.stringify(await db.student.findMany({ where: { id: { in: [w.students.seven.id, w.other.student.id] } }, orderBy: { id: "asc" } }))).toBe(before);
    expect(await db.studentDocument.count()).toBe(documentsBefore);
  });

  it("edits a student of the class with the admin rules: parents in scope only, back to 'from' with the toast", async () => {
    const w = await world();
    const params = { studentId: w.students.ana.id };
    const edit = await get(editLoader, pathOf(w.students.ana.id, "/edit?from=%2Fre%2Fteacher%2Fclasses"), w.me.cookie, params);
    expect(edit.status).toBe(200);
    const { parents, base, from } = edit.data as { parents: Record<string, { id: string }[]>; base: string; from: string };
    expect({ base, from }).toEqual({ base: "/re/teacher", from: "/re/teacher/classes" });
    // The mothers of the teacher's students only: not Tara, mother of Olga's student.
    expect(parents.MOTHER.map((p) => p.id)).toEqual([w.parents.mother.id]);

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ firstname: "Ana", lastname: "Lopez", type: "CHURCH", status: "CURRENT", from: "/re/teacher/classes", ...fields })) data.append(k, v);
      return data;
    };
    const refused = await post(editAction, pathOf(w.students.ana.id, "/edit"), form({ motherId: w.parents.theirMother.id }), w.me.cookie, params);
    expect(refused.status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: w.students.ana.id } })).motherId).toBe(w.parents.mother.id);

    const missing = await post(editAction, pathOf(w.students.ana.id, "/edit"), form({ firstname: "" }), w.me.cookie, params);
    expect(missing.status).toBe(400);

    const saved = await post(editAction, pathOf(w.students.ana.id, "/edit"), form({ notes: "Sits at the front.", motherId: w.parents.mother.id }), w.me.cookie, params);
    expect(saved).toMatchObject({ status: 302, location: "/re/teacher/classes" });
    expect(await toastsOf(saved)).toEqual(["Student data updated successfully"]);
    expect((await db.student.findUniqueOrThrow({ where: { id: w.students.ana.id } })).notes).toBe("Sits at the front.");

    const sacraments = new FormData();
    for (const [k, v] of Object.entries({ type: "CHURCH", sacramentalStatus: "SACRAMENTAL_PROGRAM", sacramentalTrack: "NORMAL", baptized: "CATHOLIC", baptizedDate: "2019-05-05" })) sacraments.append(k, v);
    const sacramentsSaved = await post(sacramentsAction, pathOf(w.students.ana.id, `/edit-sacraments?from=${encodeURIComponent(pathOf(w.students.ana.id))}`), sacraments, w.me.cookie, params);
    expect(sacramentsSaved).toMatchObject({ status: 302, location: pathOf(w.students.ana.id) });
    expect(await toastsOf(sacramentsSaved)).toEqual(["Student's sacrament info updated successfully."]);
    expect((await db.student.findUniqueOrThrow({ where: { id: w.students.ana.id } })).baptized).toBe("CATHOLIC");

    const deleted = await post(pageAction, pathOf(w.students.ana.id), { intent: "delete-document", documentId: w.documents.ana.id }, w.me.cookie, params);
    expect(deleted).toMatchObject({ status: 302, location: pathOf(w.students.ana.id) });
    expect(await db.studentDocument.count({ where: { id: w.documents.ana.id } })).toBe(0);
  });

  it("searches the teacher's own students and classes only, opening them in the portal", async () => {
    const w = await world();
    const search = (query: string) => searchSite({ churchId: w.me.user.churchId, teacherId: w.me.teacher.id, query, roles: ["TEACHER"] });
    expect((await search("a")).filter((r) => r.group === "Students").map((r) => [r.label, r.to])).toEqual([
      ["Ina Active", `/re/teacher/students/${w.students.inactive.id}`],
      ["Ben Adams", `/re/teacher/students/${w.students.ben.id}`],
      ["Ana Lopez", `/re/teacher/students/${w.students.ana.id}`],
      ["Lars Past", `/re/teacher/students/${w.students.lastYear.id}`],
    ]);
    expect(await search("sam seven")).toEqual([]);
    expect(await search("gia")).toEqual([]);
    expect((await search("attendance")).map((r) => r.to)).toEqual(["/re/teacher/reports/attendance", "/re/teacher/add-attendance"]);
    // Classes by name: the teacher's own (taught or assisted) in the portal; the church's staff find every class of the church, never another church's.
    expect((await search("grade")).filter((r) => r.group === "Classes").map((r) => [r.label, r.to])).toEqual([
      ["Grade 2 First Communion", "/re/teacher/classes/grade-2-first-communion"],
      ["Grade 4", "/re/teacher/classes/grade-4"],
    ]);
    const staff = await searchSite({ churchId: w.me.user.churchId, teacherId: null, query: "GRADE", roles: ["SCHOOL_USER"] });
    expect(staff.filter((r) => r.group === "Classes").map((r) => [r.label, r.to])).toEqual([
      ["Grade 2 First Communion", `/religious-education/classes/${w.classes.mine.id}`],
      ["Grade 4", `/religious-education/classes/${w.classes.assisted.id}`],
      ["Grade 7", `/religious-education/classes/${w.classes.theirs.id}`],
    ]);
  });

  it("gives the portal's shell: logo and menu go to /re/teacher", async () => {
    const w = await world();
    const context = (await getSessionUser(makeRequest("/", { cookie: w.me.cookie })))!;
    const shell = await buildShell(context, "teacher");
    expect({ logoTo: shell.logoTo, menu: shell.menu }).toEqual({ logoTo: "/re/teacher", menu: [{ label: "Teacher Dashboard", to: "/re/teacher" }] });
    expect((await buildShell(context, "settings")).logoTo).toBe("/re/teacher");
  });

  it("answers the not-found screen for unknown portal paths", async () => {
    const w = await world();
    const visit = (splat: string) => get(splatLoader, `/re/teacher/${splat}`, w.me.cookie, { "*": splat });
    for (const splat of ["nope", "classes/x/y", "students/abc/nope", "reportsx", "reports/other", "reports/overage-report"]) expect((await visit(splat)).status, splat).toBe(404);
  });
});

describe("sign-in by link", () => {
  const editPath = (id: string) => `/religious-education/teachers/${id}/edit?from=%2Freligious-education%2Fteachers`;
  const send = (cookie: string, teacherId: string, posted = teacherId) => post(teacherEditAction, editPath(teacherId), { intent: "send-login-link", teacherId: posted }, cookie, { teacherId });
  const lastLink = async (to: string) => {
    const email = await db.emailOutbox.findFirstOrThrow({ where: { to, template: "teacher-login-link" }, orderBy: { createdAt: "desc" } });
    const url = email.textBody.match(/(\/login\/re\/teacher\?token=[A-Za-z0-9_%-]+)/)?.[1];
    expect(url).toBeTruthy();
    expect(email.htmlBody).toContain(url!);
    return url!;
  };
  const open = (url: string) => get(linkLoader, url);
  const fieldError = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error.loginLink;

  it("staff send a link to a teacher without a sign-in: an account is made (no password), linked, and the link signs in once", async () => {
    const w = await world();
    const teacher = await createTeacher({ churchId: w.church.id, firstname: "New", lastname: "Teacher", email: "New.Teacher@Example.test" });
    const sent = await send(w.staff.cookie, teacher.id);
    expect(sent).toMatchObject({ status: 302, location: editPath(teacher.id) });
    expect(await toastsOf(sent)).toEqual([LOGIN_LINK_MESSAGES.sent("New.Teacher@Example.test")]);
    const user = await db.user.findUniqueOrThrow({ where: { email: "new.teacher@example.test" }, include: { roles: true, teacher: true } });
    expect(user).toMatchObject({ churchId: w.church.id, passwordHash: "", firstname: "New", lastname: "Teacher" });
    expect(user.roles.map((r) => r.role)).toEqual(["TEACHER"]);
    expect(user.teacher?.id).toBe(teacher.id);

    const link = await lastLink("New.Teacher@Example.test");
    const first = await open(link);
    expect(first).toMatchObject({ status: 302, location: "/re/teacher" });
    expect(await signedInAs(first)).toBe(user.id);
    const again = await open(link);
    expect(again).toMatchObject({ status: 302, location: "/login" });
    expect(await toastsOf(again)).toEqual(["This sign-in link is invalid, has expired or was already used. Ask for a new link, or sign in with your username and password."]);
    expect(await signedInAs(again)).toBeNull();

    // Sending again reuses the account; the older unused link keeps working until used or expired.
    await send(w.staff.cookie, teacher.id);
    await send(w.staff.cookie, teacher.id);
    expect(await db.user.count({ where: { email: "new.teacher@example.test" } })).toBe(1);
    expect(await db.loginLinkToken.count({ where: { userId: user.id, usedAt: null } })).toBe(2);
    // Two clicks at the same moment: one sign-in.
    const newest = await lastLink("New.Teacher@Example.test");
    const both = await Promise.all([open(newest), open(newest), open(newest)]);
    expect(both.map((b) => b.location).sort()).toEqual(["/login", "/login", "/re/teacher"]);
  });

  it("an expired or forged link goes to /login with the message", async () => {
    const w = await world();
    await send(w.staff.cookie, w.me.teacher.id);
    const link = await lastLink(w.me.user.email);
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const forged = await open(`/login/re/teacher?token=${token.slice(0, -2)}xx`);
    expect(forged).toMatchObject({ status: 302, location: "/login" });
    await db.loginLinkToken.updateMany({ where: { userId: w.me.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await open(link);
    expect(expired).toMatchObject({ status: 302, location: "/login" });
    expect(await signedInAs(expired)).toBeNull();
    expect(await db.loginLinkToken.count({ where: { userId: w.me.user.id, usedAt: { not: null } } })).toBe(0);
  });

  it("refuses a teacher without an e-mail, an address of another parish or of a staff account, and another church's teacher", async () => {
    const w = await world();
    const noEmail = await createTeacher({ churchId: w.church.id, firstname: "No", lastname: "Mail" });
    const res = await send(w.staff.cookie, noEmail.id);
    expect(res.status).toBe(409);
    expect(fieldError(res)).toEqual([LOGIN_LINK_MESSAGES.noEmail]);

    const otherParish = await createTeacher({ churchId: w.church.id, firstname: "Moved", lastname: "Away", email: w.other.teacher.user.email });
    expect(fieldError(await send(w.staff.cookie, otherParish.id))).toEqual([LOGIN_LINK_MESSAGES.otherParish]);
    const staffAddress = await createTeacher({ churchId: w.church.id, firstname: "Also", lastname: "Staff", email: w.staff.user.email });
    expect(fieldError(await send(w.staff.cookie, staffAddress.id))).toEqual([LOGIN_LINK_MESSAGES.staffAccount]);
    const twin = await createTeacher({ churchId: w.church.id, firstname: "Twin", lastname: "Record", email: w.olga.user.email });
    expect(fieldError(await send(w.staff.cookie, twin.id))).toEqual([LOGIN_LINK_MESSAGES.otherTeacher]);

    // Another church's teacher (in the URL, or posted): 404.
    expect((await send(w.staff.cookie, w.other.teacher.teacher.id)).status).toBe(404);
    expect((await send(w.staff.cookie, noEmail.id, w.other.teacher.teacher.id)).status).toBe(404);
    // A teacher cannot send links.
    expect(await send(w.me.cookie, noEmail.id)).toMatchObject({ status: 302, location: "/unauthorized" });

    expect(await db.emailOutbox.count({ where: { template: "teacher-login-link", churchId: { in: [w.church.id, w.other.church.id] } } })).toBe(0);
    expect(await db.loginLinkToken.count({ where: { churchId: { in: [w.church.id, w.other.church.id] } } })).toBe(0);
    expect((await db.teacher.findMany({ where: { id: { in: [otherParish.id, staffAddress.id, twin.id] } } })).map((t) => t.userId)).toEqual([null, null, null]);
  });

  it("a parent of the parish who teaches gets the teacher role on the same account", async () => {
    const w = await world();
    const parent = await createUser({ churchId: w.church.id, roles: ["PARENT"] });
    const teacher = await createTeacher({ churchId: w.church.id, firstname: "Pat", lastname: "Parent", email: parent.email });
    expect((await send(w.staff.cookie, teacher.id)).status).toBe(302);
    expect((await db.userRole.findMany({ where: { userId: parent.id } })).map((r) => r.role).sort()).toEqual(["PARENT", "TEACHER"]);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).userId).toBe(parent.id);
  });

  it("/login/re/teacher without a token offers 'e-mail me a link' and answers the same for any address", async () => {
    const w = await world();
    expect(await open("/login/re/teacher")).toMatchObject({ status: 200 });
    expect(await get(linkLoader, "/login/re/teacher", w.me.cookie)).toMatchObject({ status: 302, location: "/re/teacher" });

    const ask = (email: string, context = freshContext()) => run(linkRequestAction, makeRequest("/login/re/teacher", { form: { email } }), {}, context).then(answer);
    const known = await ask(w.me.user.email.toUpperCase());
    const unknown = await ask("nobody@example.test");
    const staffAddress = await ask(w.staff.user.email);
    for (const res of [known, unknown, staffAddress]) expect(res.status).toBe(200);
    expect((known.data as { sent: string }).sent).toBe(w.me.user.email);
    expect((unknown.data as { sent: string }).sent).toBe("nobody@example.test");
    expect(await db.emailOutbox.count({ where: { template: "teacher-login-link", churchId: w.church.id } })).toBe(1);
    const link = await lastLink(w.me.user.email);
    expect(await signedInAs(await open(link))).toBe(w.me.user.id);

    // Ten asks from one address in 15 minutes, then 429.
    const context = freshContext();
    for (let i = 0; i < 10; i++) expect((await ask(`x${i}@example.test`, context)).status).toBe(200);
    const limited = await ask(w.me.user.email, context);
    expect(limited.status).toBe(429);
    expect(await db.emailOutbox.count({ where: { template: "teacher-login-link", churchId: w.church.id } })).toBe(1);
  });
});
