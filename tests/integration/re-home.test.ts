import { describe, expect, it } from "vitest";
import {
  createRegistration,
  createSchoolClass,
  createSchoolYear,
  createStudent,
  createStudentDocument,
  createTwoChurches,
  createUser,
} from "../../prisma/factories";
import { getEducationHome } from "~/modules/education/home/get-education-home.server";
import { loader as homeLoader } from "~/routes/religious-education._index";
import { db } from "~/utils/db.server";
import { answer, makeRequest, run, signIn } from "../support/http";

type StudentInput = Parameters<typeof createStudent>[0];

/** `n` absences of a registration, on the Sundays from 09/06/2026. */
const absent = (churchId: string, registration: { id: string; studentId: string }, n: number) =>
  db.absence.createMany({ data: Array.from({ length: n }, (_, k) => ({ churchId, registrationId: registration.id, studentId: registration.studentId, date: new Date(Date.UTC(2026, 8, 6 + 7 * k)) })) });

/** The same crafted students in a church: 9 Current, 5 of them missing a certificate, 2 owing a profession of faith. */
async function craft(churchId: string) {
  const student = (input: Omit<StudentInput, "churchId">) => createStudent({ churchId, ...input });
  const doc = (studentId: string, kind: Parameters<typeof createStudentDocument>[0]["kind"]) => createStudentDocument({ churchId, studentId, kind });
  // Baptized, no baptismal certificate: missing.
  const s1 = await student({ lastname: "One", baptized: "CATHOLIC" });
  // Baptized with its certificate: fine.
  const s2 = await student({ lastname: "Two", baptized: "CATHOLIC" });
  await doc(s2.id, "BAPTISMAL_CERTIFICATE");
  // Not baptized but first communion without its certificate: missing.
  const s3 = await student({ lastname: "Three", baptized: "NO", firstCommunion: true });
  // First communion certificate there, confirmation certificate not: missing.
  const s4 = await student({ lastname: "Four", firstCommunion: true, confirmation: true });
  await doc(s4.id, "FIRST_COMMUNION_CERTIFICATE");
  // Baptized Protestant with the certificate, no profession yet: owes a profession only.
  const s5 = await student({ lastname: "Five", baptized: "PROTESTANT", professionOfFaith: false });
  await doc(s5.id, "BAPTISMAL_CERTIFICATE");
  // Baptized Orthodox who made the profession, with the certificate: nothing owed.
  const s6 = await student({ lastname: "Six", baptized: "ORTHODOX", professionOfFaith: true });
  await doc(s6.id, "BAPTISMAL_CERTIFICATE");
  // Inactive: never counted, whatever is missing.
  const s7 = await student({ lastname: "Seven", status: "INACTIVE", baptized: "PROTESTANT", firstCommunion: true });
  await student({ lastname: "Graduated", status: "GRADUATED", baptized: "ORTHODOX" });
  // No sacramental data at all: nothing owed.
  await student({ lastname: "Eight" });
  // Baptized Orthodox, no certificate, no profession: both.
  await student({ lastname: "Nine", baptized: "ORTHODOX" });
  // Confirmed, with another kind of document only: missing.
  const s10 = await student({ lastname: "Ten", confirmation: true, firstCommunion: false });
  await doc(s10.id, "BIRTH_CERTIFICATE");
  return { s1, s2, s3, s4, s5, s7 };
}

describe("religious-education home", () => {
  it("counts exactly the church's figures, none of the other church's", async () => {
    const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["CHURCH_USER"]);
    const [year, past, schoolClass] = await Promise.all([
      createSchoolYear({ churchId: church.id, yearName: "2026-2027", isCurrent: true }),
      createSchoolYear({ churchId: church.id, yearName: "2025-2026" }),
      createSchoolClass({ churchId: church.id }),
    ]);
    const s = await craft(church.id);
    const register = (studentId: string, schoolYearId: string, paid: boolean) => createRegistration({ churchId: church.id, studentId, schoolClassId: schoolClass.id, schoolYearId, paid, tuitionCents: 10000 });
    const r1 = await register(s.s1.id, year.id, true);
    const r2 = await register(s.s2.id, year.id, false);
    await register(s.s3.id, year.id, false);
    // A registration counts in its year whatever the student's status.
    await register(s.s7.id, year.id, false);
    // Last year's unpaid registrations are not this year's.
    const r4 = await register(s.s4.id, past.id, false);
    await register(s.s5.id, past.id, false);
    // Attendance issues: 4 absences this year counts, 3 does not, 5 last year does not.
    await absent(church.id, r1, 4);
    await absent(church.id, r2, 3);
    await absent(church.id, r4, 5);

    // The other church: more of everything, none of it counted here.
    const [theirYear, theirClass] = await Promise.all([createSchoolYear({ churchId: other.id, isCurrent: true }), createSchoolClass({ churchId: other.id })]);
    const t = await craft(other.id);
    for (const student of [t.s1, t.s2, t.s3, t.s4, t.s5]) {
      const registration = await createRegistration({ churchId: other.id, studentId: student.id, schoolClassId: theirClass.id, schoolYearId: theirYear.id });
      await absent(other.id, registration, 4);
    }

    const expected = { currentYear: { id: year.id, yearName: "2026-2027" }, counts: { students: 9, registrations: 4, unpaid: 3, missingDocuments: 5, professionRequired: 2, attendanceIssues: 1 }, toReview: [] };
    expect(await getEducationHome(church.id)).toEqual(expected);
    expect(await getEducationHome(other.id)).toEqual({
      currentYear: { id: theirYear.id, yearName: theirYear.yearName },
      counts: { students: 9, registrations: 5, unpaid: 5, missingDocuments: 5, professionRequired: 2, attendanceIssues: 5 },
      toReview: [],
    });

    const page = await answer(await run(homeLoader, makeRequest("/religious-education", { cookie: await signIn(user) })));
    expect(page).toMatchObject({ status: 200, data: expected });
    const theirs = await answer(await run(homeLoader, makeRequest("/religious-education", { cookie: await signIn(otherUser) })));
    expect(theirs.data).toMatchObject({ counts: { registrations: 5 } });
  });

  it("has no current year (and no registrations counted) before the first school year is made current", async () => {
    const { church, user } = await createTwoChurches(["CHURCH_USER"]);
    const past = await createSchoolYear({ churchId: church.id, yearName: "2024-2025" });
    const student = await createStudent({ churchId: church.id });
    const schoolClass = await createSchoolClass({ churchId: church.id });
    await createRegistration({ churchId: church.id, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: past.id });
    const page = await answer(await run(homeLoader, makeRequest("/religious-education", { cookie: await signIn(user) })));
    expect(page.data).toEqual({ currentYear: null, counts: { students: 1, registrations: 0, unpaid: 0, missingDocuments: 0, professionRequired: 0, attendanceIssues: 0 }, toReview: [] });
  });

  it("sends visitors without the role away", async () => {
    const { church } = await createTwoChurches(["CHURCH_USER"]);
    const teacher = await createUser({ churchId: church.id, roles: ["TEACHER"] });
    expect(await answer(await run(homeLoader, makeRequest("/religious-education", { cookie: await signIn(teacher) })))).toMatchObject({ status: 302, location: "/unauthorized" });
    expect(await answer(await run(homeLoader, makeRequest("/religious-education")))).toMatchObject({ status: 302, location: "/login?redirectTo=%2Freligious-education" });
  });
});
