import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createParent,
  createSchoolClass,
  createSponsor,
  createSponsorDocument,
  createStudent,
  createTeacher,
  createTwoChurches,
  createVolunteer,
  makePdf,
} from "../../prisma/factories";
import { createParent as createParentFn } from "~/modules/education/people/create-parent.server";
import { deleteSponsor } from "~/modules/education/people/delete-sponsor.server";
import { deleteSponsorDocument } from "~/modules/education/people/delete-sponsor-document.server";
import { getParent } from "~/modules/education/people/get-parent.server";
import { getSponsor } from "~/modules/education/people/get-sponsor.server";
import { getStaff } from "~/modules/education/people/get-staff.server";
import { linkChild } from "~/modules/education/people/link-child.server";
import { listParents } from "~/modules/education/people/list-parents.server";
import { listSponsors } from "~/modules/education/people/list-sponsors.server";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { listStaff } from "~/modules/education/people/list-staff.server";
import { searchNameOf } from "~/modules/education/names";
import { MESSAGES, PAGE_SIZE } from "~/modules/education/options";
import { ParentSchema, SponsorSchema, StaffSchema, type ParentInput, type SponsorInput } from "~/modules/education/people/person-schema";
import { saveSponsor } from "~/modules/education/people/save-sponsor.server";
import { unlinkChild } from "~/modules/education/people/unlink-child.server";
import { updateParent } from "~/modules/education/people/update-parent.server";
import { saveStaff } from "~/modules/education/people/save-staff.server";
import { loader as parentsLoader } from "~/routes/religious-education.parents._index";
import { action as addParentAction, loader as addParentLoader } from "~/routes/religious-education.parents.add";
import { action as editParentAction, loader as editParentLoader } from "~/routes/religious-education.parents.$parentId.edit";
import { loader as teachersLoader } from "~/routes/religious-education.teachers._index";
import { action as addTeacherAction } from "~/routes/religious-education.teachers.add";
import { action as editTeacherAction, loader as editTeacherLoader } from "~/routes/religious-education.teachers.$teacherId.edit";
import { loader as volunteersLoader } from "~/routes/religious-education.volunteers._index";
import { action as addVolunteerAction } from "~/routes/religious-education.volunteers.add";
import { action as editVolunteerAction, loader as editVolunteerLoader } from "~/routes/religious-education.volunteers.$volunteerId.edit";
import { loader as sponsorsLoader } from "~/routes/religious-education.sponsors._index";
import { action as addSponsorAction, loader as addSponsorLoader } from "~/routes/religious-education.sponsors.add";
import { action as editSponsorAction, loader as editSponsorLoader } from "~/routes/religious-education.sponsors.$sponsorId.edit";
import { db } from "~/utils/db.server";
import { takeToasts } from "~/utils/session.server";
import { expectAppError } from "../support/app-error";
import { answer, cookieFrom, makeRequest, run, signIn, TEST_CONTEXT } from "../support/http";

type Fn = Parameters<typeof run>[0];
type Answer = Awaited<ReturnType<typeof answer>>;
const get = async (fn: Fn, p: string, cookie: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(p, { cookie }), params));
const post = async (fn: Fn, p: string, form: Record<string, string> | FormData, cookie: string, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(p, { form, cookie }), params));
/** The toasts a redirect carries to the next page. */
const toastsOf = async (res: Answer) => (await takeToasts(makeRequest("/", { cookie: cookieFrom(res.headers.get("Set-Cookie")) }))).toasts.map((t) => t.message);
const errorsOf = (res: Answer) => (res.data as { result: { error: Record<string, string[]> } }).result.error;
const typedOf = (res: Answer) => (res.data as { result: { initialValue: Record<string, unknown> } }).result.initialValue;

const parentValues = (input: Partial<ParentInput> = {}): ParentInput => ({ firstname: "Maria", lastname: "Lopez", role: "MOTHER", ...input });

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches();
  return { church, user, other, otherUser, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("person schemas", () => {
  it("asks for first and last name with the spec's message and checks e-mail, phone and role", () => {
    const missing = ParentSchema.safeParse({ firstname: "  ", role: "MOTHER" });
    expect(missing.success).toBe(false);
    const messages = missing.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(messages).toEqual(expect.arrayContaining([["firstname", MESSAGES.nameRequired], ["lastname", MESSAGES.nameRequired]]));
    expect(ParentSchema.safeParse(parentValues({ email: "not-an-email" })).error?.issues[0].message).toBe("Email is not valid");
    expect(ParentSchema.safeParse({ ...parentValues(), role: "uncle" }).error?.issues[0].message).toBe("Choose a role from the list");
    expect(StaffSchema.safeParse({ firstname: "A", lastname: "B", cellPhone: "call me" }).error?.issues[0].message).toBe("Cell Phone is not a valid phone number");
    expect(StaffSchema.parse({ firstname: " Ann ", lastname: "Lee", cellPhone: "(555) 123-4567", notes: "line one\nline two", middlename: " " })).toEqual({
      firstname: "Ann",
      lastname: "Lee",
      cellPhone: "(555) 123-4567",
      notes: "line one\nline two",
      middlename: undefined,
    });
    expect(SponsorSchema.safeParse({ firstname: "A", lastname: "B", studentId: "../x" }).error?.issues[0].message).toBe("Choose a candidate from the list");
    expect(StaffSchema.safeParse({ firstname: "A\u0000", lastname: "B" }).success).toBe(false);
  });
});

describe("parents: modules", () => {
  it("lists one page by last name, searching names ignoring case and whitespace, filtering by role, and showing children by role", async () => {
    const { church, other } = await setup();
    const mother = await createParent({ churchId: church.id, firstname: "Mary Ann", lastname: "Zuniga", role: "MOTHER", email: "mz@example.test" });
    const father = await createParent({ churchId: church.id, firstname: "Joe", lastname: "Adams", role: "FATHER" });
    await createParent({ churchId: other.id, firstname: "Mary Ann", lastname: "Zuniga", role: "MOTHER" });
    const kid = await createStudent({ churchId: church.id, firstname: "Kid", lastname: "Zuniga", motherId: mother.id, fatherId: father.id });

    const all = await listParents(church.id, {});
    expect(all.total).toBe(2);
    expect(all.parents.map((p) => p.name)).toEqual(["Joe Adams", "Mary Ann Zuniga"]);
    expect(all.parents[1]).toMatchObject({ id: mother.id, role: "MOTHER", email: "mz@example.test", children: [{ id: kid.id, name: "Kid Zuniga" }] });
    expect(all.parents[0].children).toEqual([{ id: kid.id, name: "Kid Zuniga" }]);

    for (const q of ["maryann", "  MARY   annZUN ", "annzuniga"]) expect((await listParents(church.id, { q })).parents.map((p) => p.id), q).toEqual([mother.id]);
    expect((await listParents(church.id, { q: "nobody" })).parents).toEqual([]);
    expect((await listParents(church.id, { role: "FATHER" })).parents.map((p) => p.id)).toEqual([father.id]);
    expect((await listParents(church.id, { role: "LEGAL_GUARDIAN" })).total).toBe(0);

    // A guardian's wards, by name, and only theirs: read in one statement for the whole page.
    const guardian = await createParent({ churchId: church.id, firstname: "Gil", lastname: "Brown", role: "LEGAL_GUARDIAN" });
    const zed = await createStudent({ churchId: church.id, firstname: "Zed", lastname: "Young", legalGuardianId: guardian.id, motherId: mother.id });
    const abe = await createStudent({ churchId: church.id, firstname: "Abe", lastname: "Young", legalGuardianId: guardian.id });
    const withGuardian = await listParents(church.id, {});
    expect(withGuardian.parents.map((p) => [p.name, p.children.map((c) => c.id)])).toEqual([
      ["Joe Adams", [kid.id]],
      ["Gil Brown", [abe.id, zed.id]],
      ["Mary Ann Zuniga", [zed.id, kid.id]],
    ]);
  });

  it("paginates with PAGE_SIZE rows, clamping the page", async () => {
    const { church } = await setup();
    for (let i = 0; i < PAGE_SIZE + 2; i++) await createParent({ churchId: church.id, firstname: "P", lastname: `Last${String(i).padStart(3, "0")}` });
    const first = await listParents(church.id, { page: 1 });
    expect(first).toMatchObject({ total: PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.parents).toHaveLength(PAGE_SIZE);
    const second = await listParents(church.id, { page: 2 });
    expect(second.parents.map((p) => p.name)).toEqual([`P Last${String(PAGE_SIZE).padStart(3, "0")}`, `P Last${String(PAGE_SIZE + 1).padStart(3, "0")}`]);
    expect((await listParents(church.id, { page: 99 })).page).toBe(2);
    expect((await listParents(church.id, { page: -3 })).page).toBe(1);
  });

  it("gets, creates and updates a parent, setting searchName; another church's parent is not found and unchanged", async () => {
    const { church, other } = await setup();
    const created = await createParentFn(church.id, parentValues({ middlename: "Del Carmen", email: "maria@example.test", cellPhone: "555-123-4567" }));
    expect(await db.parent.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      churchId: church.id,
      firstname: "Maria",
      middlename: "Del Carmen",
      searchName: "mariadelcarmenlopez",
      role: "MOTHER",
    });
    expect(await getParent(church.id, created.id)).toMatchObject({ id: created.id, firstname: "Maria", children: [] });

    await updateParent(church.id, created.id, parentValues({ firstname: "Marta", lastname: "Ruiz" }));
    expect(await db.parent.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ firstname: "Marta", middlename: null, email: null, searchName: searchNameOf({ firstname: "Marta", lastname: "Ruiz" }) });

    const theirs = await createParent({ churchId: other.id, firstname: "Their", lastname: "Parent" });
    await expectAppError(getParent(church.id, theirs.id), "NOT_FOUND");
    await expectAppError(getParent(church.id, "not a valid id"), "NOT_FOUND");
    await expectAppError(updateParent(church.id, theirs.id, parentValues({ firstname: "Hacked" })), "NOT_FOUND");
    expect((await db.parent.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Their");
  });

  it("links a child into the column of the parent's role, replacing the previous one, and unlinks it", async () => {
    const { church, other } = await setup();
    const mother = await createParent({ churchId: church.id, role: "MOTHER" });
    const oldMother = await createParent({ churchId: church.id, role: "MOTHER" });
    const father = await createParent({ churchId: church.id, role: "FATHER" });
    const guardian = await createParent({ churchId: church.id, role: "LEGAL_GUARDIAN" });
    const student = await createStudent({ churchId: church.id, motherId: oldMother.id });

    await linkChild(church.id, mother.id, student.id);
    await linkChild(church.id, father.id, student.id);
    await linkChild(church.id, guardian.id, student.id);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ motherId: mother.id, fatherId: father.id, legalGuardianId: guardian.id });
    expect((await getParent(church.id, guardian.id)).children.map((c) => c.id)).toEqual([student.id]);
    expect((await getParent(church.id, oldMother.id)).children).toEqual([]);

    await unlinkChild(church.id, father.id, student.id);
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ motherId: mother.id, fatherId: null, legalGuardianId: guardian.id });
    // Unlinking a child who is not (or no longer) linked changes nothing.
    await unlinkChild(church.id, oldMother.id, student.id);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).motherId).toBe(mother.id);

    const theirParent = await createParent({ churchId: other.id, role: "FATHER" });
    const theirStudent = await createStudent({ churchId: other.id });
    await expectAppError(linkChild(church.id, mother.id, theirStudent.id), "NOT_FOUND");
    await expectAppError(linkChild(church.id, theirParent.id, student.id), "NOT_FOUND");
    await expectAppError(unlinkChild(church.id, mother.id, theirStudent.id), "NOT_FOUND");
    await expectAppError(linkChild(church.id, mother.id, "%00"), "NOT_FOUND");
    expect(await db.student.findUniqueOrThrow({ where: { id: theirStudent.id } })).toMatchObject({ motherId: null, fatherId: null });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).fatherId).toBeNull();
  });

  it("moves a parent's links to the new role's column when the role changes", async () => {
    const { church } = await setup();
    const parent = await createParent({ churchId: church.id, role: "MOTHER" });
    const father = await createParent({ churchId: church.id, role: "FATHER" });
    const a = await createStudent({ churchId: church.id, motherId: parent.id, fatherId: father.id });
    const b = await createStudent({ churchId: church.id, motherId: parent.id });
    const untouched = await createStudent({ churchId: church.id, fatherId: father.id });

    await updateParent(church.id, parent.id, parentValues({ role: "FATHER" }));
    expect(await db.student.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ motherId: null, fatherId: parent.id });
    expect(await db.student.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ motherId: null, fatherId: parent.id });
    expect((await db.student.findUniqueOrThrow({ where: { id: untouched.id } })).fatherId).toBe(father.id);
    expect((await getParent(church.id, parent.id)).children.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());

    await updateParent(church.id, parent.id, parentValues({ role: "LEGAL_GUARDIAN" }));
    expect(await db.student.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({ fatherId: null, legalGuardianId: parent.id });
  });

  it("lists the church's students for the pickers by last name", async () => {
    const { church, other } = await setup();
    await createStudent({ churchId: church.id, firstname: "Zed", lastname: "Brown" });
    await createStudent({ churchId: church.id, firstname: "Amy", middlename: "Jo", lastname: "Adams" });
    await createStudent({ churchId: other.id, firstname: "Other", lastname: "Aaron" });
    expect((await listStudentOptions(church.id)).map((s) => s.name)).toEqual(["Amy Jo Adams", "Zed Brown"]);
  });
});

describe("parents: routes", () => {
  it("lists with the search, role filter and page from the query string", async () => {
    const { church, other, cookie } = await setup();
    const mother = await createParent({ churchId: church.id, firstname: "Ana", lastname: "Mora", role: "MOTHER" });
    await createParent({ churchId: church.id, firstname: "Ana", lastname: "Mora", role: "FATHER" });
    await createParent({ churchId: other.id, firstname: "Ana", lastname: "Mora", role: "MOTHER" });
    const res = await get(parentsLoader, "/religious-education/parents?q=ANA%20mo&role=MOTHER&page=1", cookie);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 1, q: "ANA mo", role: "MOTHER", parents: { key: "parents", count: 1, rows: [{ id: mother.id }] } });
    expect((await get(parentsLoader, "/religious-education/parents?role=nonsense&page=abc", cookie)).data).toMatchObject({ total: 2, role: null, page: 1 });
    // A document request: the rows go into the page's HTML (the request's documentRows), not into its data.
    const documentRows = new Map<string, unknown[]>();
    const page = await answer(await run(parentsLoader, makeRequest("/religious-education/parents?q=ana", { cookie }), {}, { ...TEST_CONTEXT, documentRows }));
    expect(page.data).toMatchObject({ total: 2, parents: { key: "parents", count: 2, rows: null } });
    expect(documentRows.get("parents")).toHaveLength(2);
    expect((await get(parentsLoader, "/religious-education/parents", "")).status).toBe(302);
  });

  it("adds a parent and goes to their page with a toast; bad input stays on the form with the typed values", async () => {
    const { church, cookie } = await setup();
    expect((await get(addParentLoader, "/religious-education/parents/add", cookie)).status).toBe(200);
    const bad = await post(addParentAction, "/religious-education/parents/add", { firstname: "Maria", lastname: "", email: "nope", role: "MOTHER" }, cookie);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toMatchObject({ lastname: [MESSAGES.nameRequired], email: ["Email is not valid"] });
    expect(typedOf(bad)).toMatchObject({ firstname: "Maria", email: "nope" });
    expect(await db.parent.count({ where: { churchId: church.id } })).toBe(0);

    const ok = await post(addParentAction, "/religious-education/parents/add", { firstname: "Maria", lastname: "Lopez", role: "LEGAL_GUARDIAN", cellPhone: "555 123 4567" }, cookie);
    const parent = await db.parent.findFirstOrThrow({ where: { churchId: church.id } });
    expect(ok).toMatchObject({ status: 302, location: `/religious-education/parents/${parent.id}/edit` });
    expect(await toastsOf(ok)).toEqual(["Parent saved successfully"]);
    expect(parent).toMatchObject({ role: "LEGAL_GUARDIAN", cellPhone: "555 123 4567", searchName: "marialopez" });
  });

  it("edits, links and unlinks on the parent's page; another church's ids answer 404 and change nothing", async () => {
    const { church, other, cookie, otherCookie } = await setup();
    const parent = await createParent({ churchId: church.id, firstname: "Joe", lastname: "Diaz", role: "FATHER" });
    const child = await createStudent({ churchId: church.id, firstname: "Tim", lastname: "Diaz" });
    const theirs = await createParent({ churchId: other.id, firstname: "Their", lastname: "Parent" });
    const theirChild = await createStudent({ churchId: other.id });
    const page = `/religious-education/parents/${parent.id}/edit`;
    const params = { parentId: parent.id };

    const loaded = await get(editParentLoader, `${page}?from=${encodeURIComponent("/religious-education/parents?q=diaz")}`, cookie, params);
    expect(loaded.data).toMatchObject({ parent: { id: parent.id, children: [] }, from: "/religious-education/parents?q=diaz" });
    expect((loaded.data as { students: { id: string }[] }).students.map((s) => s.id)).toEqual([child.id]);
    expect((await get(editParentLoader, `${page}?from=https://evil.test`, cookie, params)).data).toMatchObject({ from: null });
    expect((await get(editParentLoader, `/religious-education/parents/${theirs.id}/edit`, cookie, { parentId: theirs.id })).status).toBe(404);
    expect((await get(editParentLoader, "/religious-education/parents/x/edit", cookie, { parentId: "a\u0000b" })).status).toBe(404);
    expect((await get(editParentLoader, page, otherCookie, params)).status).toBe(404);

    const linked = await post(editParentAction, page, { intent: "link", parentId: parent.id, studentId: child.id }, cookie, params);
    expect(linked).toMatchObject({ status: 302, location: page });
    expect(await toastsOf(linked)).toEqual(["Child linked successfully"]);
    expect((await db.student.findUniqueOrThrow({ where: { id: child.id } })).fatherId).toBe(parent.id);

    const noStudent = await post(editParentAction, page, { intent: "link", parentId: parent.id, studentId: "" }, cookie, params);
    expect(noStudent).toMatchObject({ status: 400, data: { result: { error: { studentId: [MESSAGES.studentIdRequired] } } } });
    const noParent = await post(editParentAction, page, { intent: "link", studentId: child.id }, cookie, params);
    expect(noParent).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.parentIdRequired] } } } });
    const badParent = await post(editParentAction, page, { firstname: "Joe", lastname: "Diaz", role: "FATHER", parentId: "../etc" }, cookie, params);
    expect(badParent).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.parentIdRequired] } } } });
    expect(typedOf(badParent)).toMatchObject({ firstname: "Joe" });

    // Another church's student, parent or session: 404, nothing changes.
    expect((await post(editParentAction, page, { intent: "link", parentId: parent.id, studentId: theirChild.id }, cookie, params)).status).toBe(404);
    expect((await post(editParentAction, page, { intent: "link", parentId: theirs.id, studentId: child.id }, cookie, params)).status).toBe(404);
    expect(
      (await post(editParentAction, `/religious-education/parents/${theirs.id}/edit`, { intent: "link", parentId: theirs.id, studentId: child.id }, cookie, { parentId: theirs.id })).status,
    ).toBe(404);
    expect((await post(editParentAction, page, { intent: "unlink", parentId: parent.id, studentId: child.id }, otherCookie, params)).status).toBe(404);
    expect(
      (await post(editParentAction, `/religious-education/parents/${theirs.id}/edit`, { ...parentValues({ firstname: "Hacked" }), parentId: theirs.id }, cookie, { parentId: theirs.id }))
        .status,
    ).toBe(404);
    expect(await db.student.findUniqueOrThrow({ where: { id: theirChild.id } })).toMatchObject({ motherId: null, fatherId: null, legalGuardianId: null });
    expect(await db.student.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({ fatherId: parent.id, motherId: null });
    expect((await db.parent.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Their");

    // Saving: bad input stays; a new role moves the link; back to ?from.
    const bad = await post(editParentAction, page, { parentId: parent.id, firstname: "", lastname: "Diaz", role: "FATHER" }, cookie, params);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toMatchObject({ firstname: [MESSAGES.nameRequired] });
    const saved = await post(
      editParentAction,
      `${page}?from=${encodeURIComponent("/religious-education/parents?q=diaz")}`,
      { parentId: parent.id, firstname: "Jo", lastname: "Diaz", role: "LEGAL_GUARDIAN", email: "jo@example.test" },
      cookie,
      params,
    );
    expect(saved).toMatchObject({ status: 302, location: "/religious-education/parents?q=diaz" });
    expect(await toastsOf(saved)).toEqual(["Parent saved successfully"]);
    expect(await db.student.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({ fatherId: null, legalGuardianId: parent.id });
    expect((await post(editParentAction, page, { ...parentValues(), parentId: parent.id }, cookie, params)).location).toBe("/religious-education/parents");

    const unlinked = await post(editParentAction, page, { intent: "unlink", parentId: parent.id, studentId: child.id }, cookie, params);
    expect(await toastsOf(unlinked)).toEqual(["Child unlinked successfully"]);
    expect((await db.student.findUniqueOrThrow({ where: { id: child.id } })).motherId).toBeNull();
    expect(await post(editParentAction, page, { intent: "unlink", parentId: parent.id }, cookie, params)).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.studentIdRequired] } } } });
  });
});

describe("teachers and volunteers", () => {
  it("lists teachers with the classes they teach or assist, searches and pages; modules scope to the church", async () => {
    const { church, other } = await setup();
    const ann = await createTeacher({ churchId: church.id, firstname: "Ann", lastname: "Teach" });
    const bob = await createTeacher({ churchId: church.id, firstname: "Bob", lastname: "Aide" });
    const theirs = await createTeacher({ churchId: other.id, firstname: "Ann", lastname: "Teach" });
    const grade1 = await createSchoolClass({ churchId: church.id, className: "Grade 1", teacherId: ann.id, assistantId: bob.id });
    const grade2 = await createSchoolClass({ churchId: church.id, className: "Grade 2", teacherId: ann.id });

    const list = await listStaff("teacher", church.id, {});
    expect(list.people.map((t) => t.name)).toEqual(["Bob Aide", "Ann Teach"]);
    expect(list.people[1].classes).toEqual([
      { id: grade1.id, className: "Grade 1", as: "Teacher" },
      { id: grade2.id, className: "Grade 2", as: "Teacher" },
    ]);
    expect(list.people[0].classes).toEqual([{ id: grade1.id, className: "Grade 1", as: "Assistant" }]);
    expect((await listStaff("teacher", church.id, { q: " ANN tea " })).people.map((t) => t.id)).toEqual([ann.id]);
    expect((await listStaff("volunteer", church.id, {})).total).toBe(0);

    expect(await getStaff("teacher", church.id, ann.id)).toMatchObject({ firstname: "Ann", classes: [{ className: "Grade 1" }, { className: "Grade 2" }] });
    await expectAppError(getStaff("teacher", church.id, theirs.id), "NOT_FOUND");
    await expectAppError(getStaff("volunteer", church.id, ann.id), "NOT_FOUND");
    const created = await saveStaff("teacher", church.id, { firstname: "Cy", lastname: "New", notes: "Room 4" });
    expect(await db.teacher.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ churchId: church.id, searchName: "cynew", notes: "Room 4" });
    await saveStaff("teacher", church.id, { firstname: "Cyrus", lastname: "New" }, created.id);
    expect(await db.teacher.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ firstname: "Cyrus", searchName: "cyrusnew", notes: null });
    await expectAppError(saveStaff("teacher", church.id, { firstname: "X", lastname: "Y" }, theirs.id), "NOT_FOUND");
    expect((await db.teacher.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Ann");
  });

  it("adds and edits a teacher through the routes; 'Teacher ID is required!'; another church's teacher is 404", async () => {
    const { church, other, cookie } = await setup();
    const theirs = await createTeacher({ churchId: other.id, firstname: "Their", lastname: "Teacher" });
    const bad = await post(addTeacherAction, "/religious-education/teachers/add", { firstname: "Ann", email: "x@" }, cookie);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toMatchObject({ lastname: [MESSAGES.nameRequired], email: ["Email is not valid"] });
    const added = await post(addTeacherAction, "/religious-education/teachers/add", { firstname: "Ann", lastname: "Lee", email: "ann@example.test", notes: "Mornings" }, cookie);
    expect(added).toMatchObject({ status: 302, location: "/religious-education/teachers" });
    expect(await toastsOf(added)).toEqual(["Teacher saved successfully"]);
    const teacher = await db.teacher.findFirstOrThrow({ where: { churchId: church.id } });
    expect(teacher).toMatchObject({ firstname: "Ann", email: "ann@example.test", notes: "Mornings", searchName: "annlee" });

    const page = `/religious-education/teachers/${teacher.id}/edit`;
    const params = { teacherId: teacher.id };
    expect((await get(teachersLoader, "/religious-education/teachers?q=annl", cookie)).data).toMatchObject({ total: 1, people: { count: 1, rows: [{ id: teacher.id }] } });
    expect((await get(editTeacherLoader, page, cookie, params)).data).toMatchObject({ person: { id: teacher.id, notes: "Mornings" } });
    expect((await get(editTeacherLoader, `/religious-education/teachers/${theirs.id}/edit`, cookie, { teacherId: theirs.id })).status).toBe(404);

    expect(await post(editTeacherAction, page, { firstname: "Ann", lastname: "Lee" }, cookie, params)).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.teacherIdRequired] } } } });
    expect(errorsOf(await post(editTeacherAction, page, { teacherId: teacher.id, firstname: "Ann", lastname: " " }, cookie, params))).toMatchObject({ lastname: [MESSAGES.nameRequired] });
    const fromClass = "/religious-education/classes/abc";
    const saved = await post(editTeacherAction, `${page}?from=${encodeURIComponent(fromClass)}`, { teacherId: teacher.id, firstname: "Anne", lastname: "Lee" }, cookie, params);
    expect(saved).toMatchObject({ status: 302, location: fromClass });
    expect(await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).toMatchObject({ firstname: "Anne", email: null, notes: null });
    const theirPage = `/religious-education/teachers/${theirs.id}/edit`;
    expect((await post(editTeacherAction, theirPage, { teacherId: theirs.id, firstname: "X", lastname: "Y" }, cookie, { teacherId: theirs.id })).status).toBe(404);
    expect((await post(editTeacherAction, page, { teacherId: theirs.id, firstname: "X", lastname: "Y" }, cookie, params)).status).toBe(404);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Their");
  });

  it("lists, gets, creates and updates volunteers (modules and routes); another church's volunteer is 404", async () => {
    const { church, other, cookie } = await setup();
    const vera = await createVolunteer({ churchId: church.id, firstname: "Vera", lastname: "Help" });
    const theirs = await createVolunteer({ churchId: other.id, firstname: "Vera", lastname: "Help" });
    const grade = await createSchoolClass({ churchId: church.id, className: "Grade 3", volunteerId: vera.id });
    expect((await listStaff("volunteer", church.id, { q: "VERA help" })).people).toEqual([
      { id: vera.id, name: "Vera Help", email: null, cellPhone: null, classes: [{ id: grade.id, className: "Grade 3", as: "Volunteer" }] },
    ]);
    expect(await getStaff("volunteer", church.id, vera.id)).toMatchObject({ classes: [{ className: "Grade 3" }] });
    await expectAppError(getStaff("volunteer", church.id, theirs.id), "NOT_FOUND");
    const created = await saveStaff("volunteer", church.id, { firstname: "Val", lastname: "Kind" });
    await saveStaff("volunteer", church.id, { firstname: "Valerie", lastname: "Kind", cellPhone: "+1 555 000 1111" }, created.id);
    expect(await db.volunteer.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ searchName: "valeriekind", cellPhone: "+1 555 000 1111" });
    await expectAppError(saveStaff("volunteer", church.id, { firstname: "X", lastname: "Y" }, theirs.id), "NOT_FOUND");

    expect((await get(volunteersLoader, "/religious-education/volunteers", cookie)).data).toMatchObject({ total: 2 });
    const added = await post(addVolunteerAction, "/religious-education/volunteers/add", { firstname: "Sam", lastname: "Able" }, cookie);
    expect(added).toMatchObject({ status: 302, location: "/religious-education/volunteers" });
    expect(await toastsOf(added)).toEqual(["Volunteer saved successfully"]);
    expect(errorsOf(await post(addVolunteerAction, "/religious-education/volunteers/add", { lastname: "Able" }, cookie))).toMatchObject({ firstname: [MESSAGES.nameRequired] });

    const page = `/religious-education/volunteers/${vera.id}/edit`;
    expect((await get(editVolunteerLoader, page, cookie, { volunteerId: vera.id })).data).toMatchObject({ person: { id: vera.id } });
    expect((await get(editVolunteerLoader, page, cookie, { volunteerId: theirs.id })).status).toBe(404);
    expect(await post(editVolunteerAction, page, { firstname: "V", lastname: "H" }, cookie, { volunteerId: vera.id })).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.invalidRequest] } } } });
    expect((await post(editVolunteerAction, page, { volunteerId: vera.id, firstname: "Veronica", lastname: "Help" }, cookie, { volunteerId: vera.id })).status).toBe(302);
    expect((await db.volunteer.findUniqueOrThrow({ where: { id: vera.id } })).firstname).toBe("Veronica");
    expect((await post(editVolunteerAction, page, { volunteerId: theirs.id, firstname: "X", lastname: "Y" }, cookie, { volunteerId: theirs.id })).status).toBe(404);
    expect((await db.volunteer.findUniqueOrThrow({ where: { id: theirs.id } })).firstname).toBe("Vera");
  });
});

// The start of a Windows executable.
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(512, 0x41)]);
type Part = { bytes: Buffer; filename: string };

function sponsorForm(fields: Record<string, string>, files: Part[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("documents", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.filename);
  return form;
}
const sponsorValues = (input: Partial<SponsorInput> = {}): SponsorInput => ({ firstname: "Sara", lastname: "Godmother", ...input });
const storedPath = (key: string) => path.join(process.env.DATA_DIR!, "files", key);

describe("sponsors: modules", () => {
  it("saves a sponsor with documents, lists and gets it; another church's candidate is not found", async () => {
    const { church, user, other } = await setup();
    const student = await createStudent({ churchId: church.id, firstname: "Cand", lastname: "Idate" });
    const theirStudent = await createStudent({ churchId: other.id });
    const pdf = await makePdf("Eligibility");
    const dir = await mkdtemp(path.join(os.tmpdir(), "sponsor-test-"));
    const tmpPath = path.join(dir, "a.pdf");
    await writeFile(tmpPath, pdf);
    const upload = { tmpPath, filename: "eligibility.pdf", size: pdf.length, kind: "pdf" as const, contentType: "application/pdf" };

    const { id } = await saveSponsor({ churchId: church.id, values: sponsorValues({ parish: "St. Anne", studentId: student.id, zip: "12345" }), documents: [upload], userId: user.id });
    const sponsor = await getSponsor(church.id, id);
    expect(sponsor).toMatchObject({ firstname: "Sara", parish: "St. Anne", zip: "12345", studentId: student.id, documents: [{ filename: "eligibility.pdf", size: pdf.length }] });
    const file = await db.storedFile.findUniqueOrThrow({ where: { id: sponsor.documents[0].fileId } });
    expect(file).toMatchObject({ churchId: church.id, kind: "sponsor-document", ownerType: "Sponsor", ownerId: id, createdById: user.id });
    expect((await db.sponsor.findUniqueOrThrow({ where: { id } })).searchName).toBe("saragodmother");

    await saveSponsor({ churchId: church.id, sponsorId: id, values: sponsorValues({ firstname: "Sarah" }) });
    expect(await getSponsor(church.id, id)).toMatchObject({ firstname: "Sarah", parish: null, studentId: null, documents: [{ filename: "eligibility.pdf" }] });

    await expectAppError(saveSponsor({ churchId: church.id, values: sponsorValues({ studentId: theirStudent.id }) }), "NOT_FOUND");
    await expectAppError(saveSponsor({ churchId: church.id, sponsorId: id, values: sponsorValues({ studentId: theirStudent.id }) }), "NOT_FOUND");
    expect((await db.sponsor.findUniqueOrThrow({ where: { id } })).studentId).toBeNull();
    expect(await db.sponsor.count({ where: { churchId: church.id } })).toBe(1);

    await createSponsor({ churchId: church.id, firstname: "Abe", lastname: "Alpha", studentId: student.id });
    await createSponsor({ churchId: other.id, firstname: "Sarah", lastname: "Godmother" });
    const list = await listSponsors(church.id, {});
    expect(list.sponsors).toEqual([
      { id: expect.any(String), name: "Abe Alpha", email: null, parish: null, candidate: { id: student.id, name: "Cand Idate" }, documentCount: 0 },
      { id, name: "Sarah Godmother", email: null, parish: null, candidate: null, documentCount: 1 },
    ]);
    expect((await listSponsors(church.id, { q: "sarah GOD" })).sponsors.map((s) => s.id)).toEqual([id]);
    await rm(dir, { recursive: true, force: true });
  });

  it("deletes a document and a sponsor with their stored files; another church's ids are not found and unchanged", async () => {
    const { church, other } = await setup();
    const sponsor = await createSponsor({ churchId: church.id });
    const one = await createSponsorDocument({ churchId: church.id, sponsorId: sponsor.id, filename: "one.pdf" });
    const two = await createSponsorDocument({ churchId: church.id, sponsorId: sponsor.id, filename: "two.pdf" });
    const theirSponsor = await createSponsor({ churchId: other.id, firstname: "Their", lastname: "Sponsor" });
    const theirDoc = await createSponsorDocument({ churchId: other.id, sponsorId: theirSponsor.id });

    await expectAppError(deleteSponsorDocument(church.id, sponsor.id, theirDoc.id), "NOT_FOUND");
    await expectAppError(deleteSponsorDocument(church.id, theirSponsor.id, theirDoc.id), "NOT_FOUND");
    await expectAppError(deleteSponsor(church.id, theirSponsor.id), "NOT_FOUND");
    await expectAppError(getSponsor(church.id, theirSponsor.id), "NOT_FOUND");
    expect(await db.sponsorDocument.count({ where: { id: theirDoc.id } })).toBe(1);
    expect(existsSync(storedPath(theirDoc.file.key))).toBe(true);

    expect(await deleteSponsorDocument(church.id, sponsor.id, one.id)).toEqual({ filename: "one.pdf", sponsorName: `Test ${sponsor.lastname}` });
    expect(await db.storedFile.count({ where: { id: one.fileId } })).toBe(0);
    expect(existsSync(storedPath(one.file.key))).toBe(false);
    await expectAppError(deleteSponsorDocument(church.id, sponsor.id, one.id), "NOT_FOUND");

    await deleteSponsor(church.id, sponsor.id);
    expect(await db.sponsor.count({ where: { id: sponsor.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { id: two.fileId } })).toBe(0);
    expect(existsSync(storedPath(two.file.key))).toBe(false);
    expect(await db.sponsor.count({ where: { id: theirSponsor.id } })).toBe(1);
  });
});

describe("sponsors: routes", () => {
  it("adds a sponsor with documents; refused uploads keep the typed text with the spec's messages and store nothing", async () => {
    const { church, other, cookie } = await setup();
    const student = await createStudent({ churchId: church.id, firstname: "Cand", lastname: "Idate" });
    const theirStudent = await createStudent({ churchId: other.id });
    expect((await get(addSponsorLoader, "/religious-education/sponsors/add", cookie)).data).toEqual({ students: [{ id: student.id, name: "Cand Idate", status: "CURRENT" }] });
    const pdf = await makePdf("Certificate");
    const fields = { firstname: "Sara", lastname: "Godmother", parish: "St. Anne", studentId: student.id };
    const cases: [string, Part[], string][] = [
      ["renamed executable", [{ bytes: EXE, filename: "cert.pdf" }], MESSAGES.unsupportedPdf],
      ["empty file", [{ bytes: Buffer.alloc(0), filename: "cert.pdf" }], MESSAGES.invalidFile],
      ["PDF header with garbage", [{ bytes: Buffer.from("%PDF-1.4 garbage"), filename: "cert.pdf" }], MESSAGES.invalidFile],
      ["six files", Array.from({ length: 6 }, (_, i) => ({ bytes: pdf, filename: `c${i}.pdf` })), MESSAGES.tooManyFiles(5)],
      ["over 30MB together", [{ bytes: Buffer.concat([pdf, Buffer.alloc(16 * 1024 * 1024)]), filename: "a.pdf" }, { bytes: Buffer.concat([pdf, Buffer.alloc(15 * 1024 * 1024)]), filename: "b.pdf" }], MESSAGES.filesTooLarge(30)],
    ];
    for (const [label, files, message] of cases) {
      const res = await post(addSponsorAction, "/religious-education/sponsors/add", sponsorForm(fields, files), cookie);
      expect(res.status, label).toBe(400);
      expect(errorsOf(res), label).toMatchObject({ documents: [message] });
      expect(typedOf(res), label).toMatchObject({ firstname: "Sara", parish: "St. Anne", studentId: student.id });
    }
    expect(await db.sponsor.count({ where: { churchId: church.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);

    const missing = await post(addSponsorAction, "/religious-education/sponsors/add", sponsorForm({ firstname: "Sara" }), cookie);
    expect(errorsOf(missing)).toMatchObject({ lastname: [MESSAGES.nameRequired] });
    expect((await post(addSponsorAction, "/religious-education/sponsors/add", sponsorForm({ ...fields, studentId: theirStudent.id }), cookie)).status).toBe(404);
    expect(await db.sponsor.count({ where: { churchId: church.id } })).toBe(0);

    const ok = await post(addSponsorAction, "/religious-education/sponsors/add", sponsorForm(fields, [{ bytes: pdf, filename: "one.pdf" }, { bytes: pdf, filename: "two.pdf" }, { bytes: pdf, filename: ".DS_Store" }]), cookie);
    expect(ok).toMatchObject({ status: 302, location: "/religious-education/sponsors" });
    expect(await toastsOf(ok)).toEqual(["Sponsor saved successfully"]);
    const sponsor = await db.sponsor.findFirstOrThrow({ where: { churchId: church.id }, include: { documents: { include: { file: true } } } });
    expect(sponsor).toMatchObject({ studentId: student.id, parish: "St. Anne", searchName: "saragodmother" });
    expect(sponsor.documents.map((d) => d.file.filename).sort()).toEqual(["one.pdf", "two.pdf"]);
    expect((await get(sponsorsLoader, "/religious-education/sponsors?q=sara", cookie)).data).toMatchObject({ total: 1, sponsors: { count: 1, rows: [{ id: sponsor.id, documentCount: 2, candidate: { id: student.id } }] } });
  });

  it("edits a sponsor, adds and deletes documents, deletes the sponsor; 'Sponsor ID is required!'; another church's ids are 404", async () => {
    const { church, other, cookie, otherCookie } = await setup();
    const sponsor = await createSponsor({ churchId: church.id, firstname: "Sam", lastname: "Sponsor", parish: "St. Paul" });
    const doc = await createSponsorDocument({ churchId: church.id, sponsorId: sponsor.id, filename: "old.pdf" });
    const theirSponsor = await createSponsor({ churchId: other.id, firstname: "Their", lastname: "Sponsor" });
    const theirDoc = await createSponsorDocument({ churchId: other.id, sponsorId: theirSponsor.id });
    const page = `/religious-education/sponsors/${sponsor.id}/edit`;
    const params = { sponsorId: sponsor.id };
    const theirPage = `/religious-education/sponsors/${theirSponsor.id}/edit`;
    const theirParams = { sponsorId: theirSponsor.id };

    expect((await get(editSponsorLoader, page, cookie, params)).data).toMatchObject({ sponsor: { id: sponsor.id, parish: "St. Paul", documents: [{ id: doc.id, filename: "old.pdf" }] } });
    expect((await get(editSponsorLoader, theirPage, cookie, theirParams)).status).toBe(404);
    expect((await get(editSponsorLoader, page, otherCookie, params)).status).toBe(404);

    const noId = await post(editSponsorAction, page, sponsorForm({ firstname: "Sam", lastname: "Sponsor" }), cookie, params);
    expect(noId).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.sponsorIdRequired] } } } });
    expect(typedOf(noId)).toMatchObject({ firstname: "Sam" });
    expect(await post(editSponsorAction, page, { intent: "delete" }, cookie, params)).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.sponsorIdRequired] } } } });
    expect(await post(editSponsorAction, page, { intent: "delete-document", sponsorId: sponsor.id }, cookie, params)).toMatchObject({ status: 400, data: { result: { error: { "": [MESSAGES.invalidRequest] } } } });

    const refused = await post(editSponsorAction, page, sponsorForm({ sponsorId: sponsor.id, firstname: "Samuel", lastname: "Sponsor" }, [{ bytes: EXE, filename: "x.pdf" }]), cookie, params);
    expect(refused).toMatchObject({ status: 400, data: { result: { error: { documents: [MESSAGES.unsupportedPdf] } } } });
    expect((await db.sponsor.findUniqueOrThrow({ where: { id: sponsor.id } })).firstname).toBe("Sam");

    const saved = await post(editSponsorAction, page, sponsorForm({ sponsorId: sponsor.id, firstname: "Samuel", lastname: "Sponsor", city: "Austin" }, [{ bytes: await makePdf(), filename: "new.pdf" }]), cookie, params);
    expect(saved).toMatchObject({ status: 302, location: "/religious-education/sponsors" });
    expect(await getSponsor(church.id, sponsor.id)).toMatchObject({ firstname: "Samuel", city: "Austin", parish: null, documents: [{ filename: "old.pdf" }, { filename: "new.pdf" }] });

    // Another church's sponsor or document: 404, nothing changes.
    expect((await post(editSponsorAction, theirPage, sponsorForm({ sponsorId: theirSponsor.id, firstname: "X", lastname: "Y" }), cookie, theirParams)).status).toBe(404);
    expect((await post(editSponsorAction, page, sponsorForm({ sponsorId: theirSponsor.id, firstname: "X", lastname: "Y" }), cookie, params)).status).toBe(404);
    expect((await post(editSponsorAction, page, { intent: "delete-document", sponsorId: sponsor.id, documentId: theirDoc.id }, cookie, params)).status).toBe(404);
    expect((await post(editSponsorAction, theirPage, { intent: "delete-document", sponsorId: theirSponsor.id, documentId: theirDoc.id }, cookie, theirParams)).status).toBe(404);
    expect((await post(editSponsorAction, theirPage, { intent: "delete", sponsorId: theirSponsor.id }, cookie, theirParams)).status).toBe(404);
    expect((await post(editSponsorAction, page, { intent: "delete", sponsorId: sponsor.id }, otherCookie, params)).status).toBe(404);
    expect(await db.sponsor.findUniqueOrThrow({ where: { id: theirSponsor.id } })).toMatchObject({ firstname: "Their" });
    expect(await db.sponsorDocument.count({ where: { id: theirDoc.id } })).toBe(1);

    const deletedDoc = await post(editSponsorAction, `${page}?from=%2Freligious-education%2Fsponsors`, { intent: "delete-document", sponsorId: sponsor.id, documentId: doc.id }, cookie, params);
    expect(deletedDoc).toMatchObject({ status: 302, location: `${page}?from=%2Freligious-education%2Fsponsors` });
    expect(await toastsOf(deletedDoc)).toEqual([MESSAGES.documentDeleted("old.pdf", "Samuel Sponsor")]);
    expect(await db.storedFile.count({ where: { id: doc.fileId } })).toBe(0);

    const files = await db.storedFile.findMany({ where: { churchId: church.id } });
    expect(files).toHaveLength(1);
    const deleted = await post(editSponsorAction, page, { intent: "delete", sponsorId: sponsor.id }, cookie, params);
    expect(deleted).toMatchObject({ status: 302, location: "/religious-education/sponsors" });
    expect(await toastsOf(deleted)).toEqual(["Sponsor Samuel Sponsor deleted successfully."]);
    expect(await db.sponsor.count({ where: { id: sponsor.id } })).toBe(0);
    expect(await db.storedFile.count({ where: { churchId: church.id } })).toBe(0);
    expect(existsSync(storedPath(files[0].key))).toBe(false);
    expect((await get(editSponsorLoader, page, cookie, params)).status).toBe(404);
  });
});
