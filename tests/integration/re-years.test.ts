import { describe, expect, it } from "vitest";
import { createChurch, createRegistration, createSchoolClass, createSchoolYear, createStudent, createTwoChurches, createUser } from "../../prisma/factories";
import { createYear } from "~/modules/education/years/create-year.server";
import { getYear } from "~/modules/education/years/get-year.server";
import { listYears } from "~/modules/education/years/list-years.server";
import { makeYearCurrent } from "~/modules/education/years/make-year-current.server";
import { updateYear } from "~/modules/education/years/update-year.server";
import { YEAR_NAME_TAKEN } from "~/modules/education/years/year-schema";
import { action as yearsAction, loader as yearsLoader } from "~/routes/religious-education.years._index";
import { action as addAction, loader as addLoader } from "~/routes/religious-education.years.add";
import { action as editAction, loader as editLoader } from "~/routes/religious-education.years.$yearId.edit";
import { db } from "~/utils/db.server";
import { expectAppError } from "../support/app-error";
import { answer, makeRequest, run, signIn } from "../support/http";

type Fn = Parameters<typeof run>[0];
const get = async (fn: Fn, path: string, cookie?: string, params: Record<string, string> = {}) => answer(await run(fn, makeRequest(path, { cookie }), params));
const post = async (fn: Fn, path: string, form: Record<string, string>, cookie?: string, params: Record<string, string> = {}) =>
  answer(await run(fn, makeRequest(path, { form, cookie }), params));

const currentYears = (churchId: string) => db.schoolYear.findMany({ where: { churchId, isCurrent: true }, select: { id: true, yearName: true } });
const snapshot = (churchId: string) => db.schoolYear.findMany({ where: { churchId }, orderBy: { id: "asc" }, select: { id: true, yearName: true, isCurrent: true } });

async function setup() {
  const { church, user, other, otherUser } = await createTwoChurches();
  const otherYear = await createSchoolYear({ churchId: other.id, yearName: "2025-2026", isCurrent: true });
  return { church, user, other, otherUser, otherYear, cookie: await signIn(user), otherCookie: await signIn(otherUser) };
}

describe("school year modules", () => {
  it("createYear: the first year becomes current, later ones only when asked; exactly one current after each", async () => {
    const { church, other, otherYear } = await setup();
    const first = await createYear(church.id, { yearName: "2025-2026" });
    expect(await currentYears(church.id)).toEqual([{ id: first.id, yearName: "2025-2026" }]);

    const second = await createYear(church.id, { yearName: "2026-2027" });
    expect(await currentYears(church.id)).toEqual([{ id: first.id, yearName: "2025-2026" }]);

    const third = await createYear(church.id, { yearName: "2027-2028", makeCurrent: "on" });
    expect(await currentYears(church.id)).toEqual([{ id: third.id, yearName: "2027-2028" }]);
    expect(second.yearName).toBe("2026-2027");

    // The other church, with a year of the same name, is untouched.
    expect(await snapshot(other.id)).toEqual([{ id: otherYear.id, yearName: "2025-2026", isCurrent: true }]);
  });

  it("createYear: a name the church already has (ignoring case) is refused with a clear message", async () => {
    const { church } = await setup();
    await createYear(church.id, { yearName: "Fall 2026" });
    const error = await expectAppError(createYear(church.id, { yearName: "fall 2026" }), "CONFLICT");
    expect(error.message).toBe(YEAR_NAME_TAKEN);
    expect(error.fields).toEqual({ yearName: [YEAR_NAME_TAKEN] });
    expect(await db.schoolYear.count({ where: { churchId: church.id } })).toBe(1);
  });

  it("createYear: two first years at once still leave exactly one current", async () => {
    const church = await createChurch();
    await Promise.all(["A 2026", "B 2026", "C 2026", "D 2026"].map((yearName) => createYear(church.id, { yearName })));
    expect(await currentYears(church.id)).toHaveLength(1);
    expect(await db.schoolYear.count({ where: { churchId: church.id } })).toBe(4);
  });

  it("makeYearCurrent switches in one step, also when asked many times at once; another church's year is 404", async () => {
    const { church, other, otherYear } = await setup();
    const a = await createYear(church.id, { yearName: "2024-2025" });
    const b = await createYear(church.id, { yearName: "2025-2026" });
    const c = await createYear(church.id, { yearName: "2026-2027" });

    expect(await makeYearCurrent(church.id, b.id)).toEqual({ id: b.id, yearName: "2025-2026" });
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2025-2026" }]);
    // Making the current year current again changes nothing.
    await makeYearCurrent(church.id, b.id);
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2025-2026" }]);

    await Promise.all([a, c, b, a, c].map((y) => makeYearCurrent(church.id, y.id)));
    expect(await currentYears(church.id)).toHaveLength(1);

    const before = await snapshot(church.id);
    await expectAppError(makeYearCurrent(church.id, otherYear.id), "NOT_FOUND");
    await expectAppError(makeYearCurrent(church.id, "a\u0000b"), "NOT_FOUND");
    await expectAppError(makeYearCurrent(church.id, "does-not-exist"), "NOT_FOUND");
    expect(await snapshot(church.id)).toEqual(before);
    expect(await snapshot(other.id)).toEqual([{ id: otherYear.id, yearName: "2025-2026", isCurrent: true }]);
  });

  it("updateYear renames, makes current when asked, refuses a taken name, and answers 404 for another church's year", async () => {
    const { church, other, otherYear } = await setup();
    const a = await createYear(church.id, { yearName: "2025-2026" });
    const b = await createYear(church.id, { yearName: "2026-2027" });

    expect(await updateYear(church.id, b.id, { yearName: "2026/2027" })).toEqual({ id: b.id, yearName: "2026/2027" });
    expect(await currentYears(church.id)).toEqual([{ id: a.id, yearName: "2025-2026" }]);
    // Its own name in another case is not a conflict.
    await updateYear(church.id, b.id, { yearName: "2026/2027", makeCurrent: "on" });
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2026/2027" }]);

    const taken = await expectAppError(updateYear(church.id, a.id, { yearName: "2026/2027" }), "CONFLICT");
    expect(taken.fields).toEqual({ yearName: [YEAR_NAME_TAKEN] });

    const before = await snapshot(church.id);
    await expectAppError(updateYear(church.id, otherYear.id, { yearName: "Stolen", makeCurrent: "on" }), "NOT_FOUND");
    await expectAppError(updateYear(church.id, "../x", { yearName: "Stolen" }), "NOT_FOUND");
    expect(await snapshot(church.id)).toEqual(before);
    expect(await snapshot(other.id)).toEqual([{ id: otherYear.id, yearName: "2025-2026", isCurrent: true }]);
  });

  it("listYears: the church's years, newest name first, with their registrations; getYear: 404 for others", async () => {
    const { church, other, otherYear } = await setup();
    const old = await createYear(church.id, { yearName: "2024-2025" });
    const now = await createYear(church.id, { yearName: "2025-2026", makeCurrent: "on" });
    const schoolClass = await createSchoolClass({ churchId: church.id });
    for (const [i, year] of [old, now, now].entries()) {
      const student = await createStudent({ churchId: church.id, lastname: `Count${i}` });
      await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: year.id });
    }
    const otherClass = await createSchoolClass({ churchId: other.id });
    const otherStudent = await createStudent({ churchId: other.id });
    await createRegistration({ churchId: other.id, studentId: otherStudent.id, schoolClassId: otherClass.id, schoolYearId: otherYear.id });

    expect(await listYears(church.id)).toEqual([
      { id: now.id, yearName: "2025-2026", isCurrent: true, registrations: 2 },
      { id: old.id, yearName: "2024-2025", isCurrent: false, registrations: 1 },
    ]);
    expect(await getYear(church.id, old.id)).toEqual({ id: old.id, yearName: "2024-2025", isCurrent: false });
    await expectAppError(getYear(church.id, otherYear.id), "NOT_FOUND");
    await expectAppError(getYear(church.id, "%00"), "NOT_FOUND");
  });
});

describe("school year screens", () => {
  it("guards every loader and action", async () => {
    const { church } = await setup();
    const teacher = await signIn(await createUser({ churchId: church.id, roles: ["TEACHER"] }));
    expect(await get(yearsLoader, "/religious-education/years")).toMatchObject({ status: 302, location: "/login?redirectTo=%2Freligious-education%2Fyears" });
    expect(await get(yearsLoader, "/religious-education/years", teacher)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await post(yearsAction, "/religious-education/years", { yearId: "x" }, teacher)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await post(addAction, "/religious-education/years/add", { yearName: "2030" }, teacher)).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await post(editAction, "/religious-education/years/x/edit", { yearName: "2030" }, undefined, { yearId: "x" })).toMatchObject({ status: 302 });
    expect(await db.schoolYear.count({ where: { churchId: church.id } })).toBe(0);
  });

  it("adds years: empty name stays on the form, a duplicate gets its message, success goes to the list", async () => {
    const { church, cookie, other, otherYear } = await setup();
    expect((await get(addLoader, "/religious-education/years/add", cookie)).data).toEqual({ hasCurrent: false });

    const empty = await post(addAction, "/religious-education/years/add", { yearName: "   " }, cookie);
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ result: { error: { yearName: ["Year name is required"] } } });

    const added = await post(addAction, "/religious-education/years/add", { yearName: " 2025-2026 " }, cookie);
    expect(added).toMatchObject({ status: 302, location: "/religious-education/years" });
    expect(await currentYears(church.id)).toMatchObject([{ yearName: "2025-2026" }]);
    expect((await get(addLoader, "/religious-education/years/add", cookie)).data).toEqual({ hasCurrent: true });

    const duplicate = await post(addAction, "/religious-education/years/add", { yearName: "2025-2026" }, cookie);
    expect(duplicate.status).toBe(409);
    expect(duplicate.data).toMatchObject({ result: { error: { yearName: [YEAR_NAME_TAKEN] }, initialValue: { yearName: "2025-2026" } } });

    await post(addAction, "/religious-education/years/add", { yearName: "2026-2027", makeCurrent: "on" }, cookie);
    expect(await currentYears(church.id)).toMatchObject([{ yearName: "2026-2027" }]);
    expect(await snapshot(other.id)).toEqual([{ id: otherYear.id, yearName: "2025-2026", isCurrent: true }]);
  });

  it("lists years and makes one current with a POST; another church's year is 404 and changes nothing", async () => {
    const { church, cookie, other, otherYear } = await setup();
    const a = await createYear(church.id, { yearName: "2025-2026" });
    const b = await createYear(church.id, { yearName: "2026-2027" });
    const list = await get(yearsLoader, "/religious-education/years", cookie);
    expect(list.data).toEqual({
      years: [
        { id: b.id, yearName: "2026-2027", isCurrent: false, registrations: 0 },
        { id: a.id, yearName: "2025-2026", isCurrent: true, registrations: 0 },
      ],
      online: {},
    });
    expect(JSON.stringify(list.data)).not.toContain(otherYear.id);

    expect(await post(yearsAction, "/religious-education/years", { intent: "make-current", yearId: b.id }, cookie)).toMatchObject({ status: 302, location: "/religious-education/years" });
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2026-2027" }]);

    expect((await post(yearsAction, "/religious-education/years", { intent: "make-current", yearId: otherYear.id }, cookie)).status).toBe(404);
    expect((await post(yearsAction, "/religious-education/years", { intent: "make-current" }, cookie)).status).toBe(404);
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2026-2027" }]);
    expect(await snapshot(other.id)).toEqual([{ id: otherYear.id, yearName: "2025-2026", isCurrent: true }]);
  });

  it("edits a year: rename, make current, back to ?from; bad input stays; another church's year is 404", async () => {
    const { church, cookie, other, otherYear } = await setup();
    const a = await createYear(church.id, { yearName: "2025-2026" });
    const b = await createYear(church.id, { yearName: "2026-2027" });
    const path = `/religious-education/years/${b.id}/edit`;

    expect((await get(editLoader, `${path}?from=%2Freligious-education%2Fyears`, cookie, { yearId: b.id })).data).toEqual({
      year: { id: b.id, yearName: "2026-2027", isCurrent: false },
      from: "/religious-education/years",
    });
    expect((await get(editLoader, `${path}?from=https%3A%2F%2Fevil.test`, cookie, { yearId: b.id })).data).toMatchObject({ from: null });

    const empty = await post(editAction, path, { yearName: "" }, cookie, { yearId: b.id });
    expect(empty.status).toBe(400);
    const taken = await post(editAction, path, { yearName: "2025-2026" }, cookie, { yearId: b.id });
    expect(taken).toMatchObject({ status: 409, data: { result: { error: { yearName: [YEAR_NAME_TAKEN] } } } });

    const saved = await post(editAction, `${path}?from=%2Freligious-education%2Fclasses`, { yearName: "2026/27", makeCurrent: "on" }, cookie, { yearId: b.id });
    expect(saved).toMatchObject({ status: 302, location: "/religious-education/classes" });
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2026/27" }]);
    expect(await post(editAction, `/religious-education/years/${a.id}/edit`, { yearName: "2025/26" }, cookie, { yearId: a.id })).toMatchObject({
      status: 302,
      location: "/religious-education/years",
    });

    const foreign = `/religious-education/years/${otherYear.id}/edit`;
    expect((await get(editLoader, foreign, cookie, { yearId: otherYear.id })).status).toBe(404);
    expect((await post(editAction, foreign, { yearName: "Mine now", makeCurrent: "on" }, cookie, { yearId: otherYear.id })).status).toBe(404);
    expect((await get(editLoader, "/religious-education/years/x/edit", cookie, { yearId: "a\u0000" })).status).toBe(404);
    expect(await snapshot(other.id)).toEqual([{ id: otherYear.id, yearName: "2025-2026", isCurrent: true }]);
    expect(await currentYears(church.id)).toEqual([{ id: b.id, yearName: "2026/27" }]);
  });
});
