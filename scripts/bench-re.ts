// The religious-education group of `npm run bench` (`npm run bench:re`): its data, pages and the
// attendance Confirm action. What follows describes the data; scripts/bench.tsx measures.
//
// On a throwaway embedded PostgreSQL (its own folder under the system temp dir, port BENCH_PG_PORT=5620;
// or the database of DATABASE_URL, where it adds one church and removes it again) it loads a church
// with 2,000 students, their parents and registrations in 8 classes, builds the app if needed into
// .data/bench-build, starts the production web server on BENCH_PORT=3220, signs in as the church's
// staff user, and times BENCH_N=200 sequential requests of each page (after a warm-up), then as many
// Confirms of the add-attendance wizard recording a class of 40 (a new day each time; target 50 ms).
// It prints p50, p95 and max per page, and the page's rows (to show it is not empty), then `targets met: K of N`.
// The machinery is scripts/bench-support.ts, shared with `npm run bench:parish`.
// It exits non-zero when a page does not answer 200 (a page not built yet answers 404, or the
// area's "being prepared" page), never because of slowness. Figures mean little on a busy machine:
// the load average is printed with them.
//
//   npm run bench:re
//   BENCH_N=50 npm run bench:re                                    # fewer requests
//   BENCH_PATHS=/dashboard,/religious-education npm run bench:re   # other pages ({classId} is replaced)
import type { Prisma } from "~/utils/db.server";
import { benchChurch, chunks, FIRST_F, FIRST_M, LAST, log, newId, personNamer, pick, type BenchAction, type BenchData, settle } from "./bench-support";

export const STUDENTS = 2000;
const SUBSTITUTES = 16;
const VOLUNTEERS = 120;
const SPONSORS = 300;
export const CLASSES = ["Grade 1", "Grade 2 First Communion", "Grade 3", "Grade 4", "Grade 5", "Grade 6", "Grade 7", "Confirmation 1"];

/** One church with 2,000 students (families of siblings), their parents, two years of registrations and some documents; 24 teachers, 120 volunteers and 300 sponsors. */
export async function loadData(): Promise<BenchData> {
  const { db } = await import("~/utils/db.server");
  const { classSlug } = await import("~/modules/education/names");
  const named = await personNamer();

  const { church, email, password } = await benchChurch();
  const churchId = church.id;
  const current = { id: newId(), churchId, yearName: "2026-2027", isCurrent: true };
  const past = { id: newId(), churchId, yearName: "2025-2026", isCurrent: false };
  const teachers = CLASSES.map((_, k) => ({ id: newId(), churchId, ...named(pick(FIRST_F, k * 3), pick(LAST, k * 7 + 3)), email: `teacher${k}@bench.test` }));
  const classes = CLASSES.map((className, k) => ({
    id: newId(),
    churchId,
    className,
    slug: classSlug(className),
    teacherId: teachers[k].id,
    assistantId: teachers[(k + 1) % teachers.length].id,
    meets: k < 6 ? "Sundays 9:00 AM" : "Wednesdays 7:00 PM",
    location: `Room ${101 + k}`,
    tags: k === 1 || k === 7 ? ["Sacrament Year", ...(k === 7 ? ["Confirmation"] : [])] : [],
    // Usual ages (Overage Report): Grade N is N+5 to N+6, Confirmation 1 is 13 to 14.
    minAge: k + 6,
    maxAge: k + 7,
  }));

  const parents: Prisma.ParentCreateManyInput[] = [];
  const students: Prisma.StudentCreateManyInput[] = [];
  const registrations: Prisma.RegistrationCreateManyInput[] = [];
  const files: Prisma.StoredFileCreateManyInput[] = [];
  const documents: Prisma.StudentDocumentCreateManyInput[] = [];
  let family = 0;
  let motherId = "";
  let fatherId: string | null = null;
  let lastname = "";
  for (let i = 0; i < STUDENTS; i++) {
    // A new family every one to three children; one family in five lives with the mother only.
    if (i === 0 || i % 3 === family % 2) {
      family++;
      lastname = pick(LAST, family * 7);
      motherId = newId();
      parents.push({ id: motherId, churchId, role: "MOTHER", ...named(pick(FIRST_F, family * 3), lastname), email: `mother${family}@bench.test`, cellPhone: `(217) 555-${String(family % 10000).padStart(4, "0")}` });
      fatherId = family % 5 === 0 ? null : newId();
      if (fatherId) parents.push({ id: fatherId, churchId, role: "FATHER", ...named(pick(FIRST_M, family * 5), lastname), email: `father${family}@bench.test`, cellPhone: `(217) 556-${String(family % 10000).padStart(4, "0")}` });
    }
    const female = i % 2 === 0;
    const id = newId();
    const baptized = pick(["CATHOLIC", "CATHOLIC", "CATHOLIC", "CATHOLIC", "PROTESTANT", "ORTHODOX", "NO"] as const, i);
    students.push({
      id,
      churchId,
      ...named(female ? pick(FIRST_F, i / 2) : pick(FIRST_M, i / 2), lastname),
      gender: female ? "FEMALE" : "MALE",
      type: i % 4 === 1 ? "SCHOOL" : "CHURCH",
      status: i % 25 === 7 ? "INACTIVE" : i % 25 === 13 ? "GRADUATED" : "CURRENT",
      livesWith: fatherId ? "BOTH_PARENTS" : "MOTHER",
      motherId,
      fatherId,
      dateOfBirth: new Date(Date.UTC(2012 + (i % 8), i % 12, 1 + (i % 28))),
      baptized,
      baptizedDate: baptized === "NO" ? null : new Date(Date.UTC(2012 + (i % 8), (i + 3) % 12, 1 + (i % 28))),
      churchOfBaptism: baptized === "NO" ? null : "St. Mary Parish",
      firstCommunion: i % 8 >= 2,
      professionOfFaith: baptized === "PROTESTANT" && i % 2 === 0,
      notes: i % 17 === 0 ? "Allergic to peanuts." : null,
      // Reports: one student in 40 an OCIA candidate on the Easter Vigil track; a saint for half the confirmation class.
      ...(i % 40 === 3 ? { type: "RCIA" as const, sacramentalTrack: "EASTER_VIGIL" as const, easterVigilTarget: 2027 } : {}),
      confirmationSaint: i % classes.length === 7 && i % 2 === 0 ? "Saint Joan of Arc" : null,
    });
    registrations.push({ id: newId(), churchId, studentId: id, schoolClassId: classes[i % classes.length].id, schoolYearId: current.id, tuitionCents: 15000 + (i % 3) * 2500, paid: i % 4 !== 1, photographyPermission: i % 6 !== 5, safetyClassPermission: true, notes: i % 13 === 0 ? "Paying in two installments." : null });
    if (i % 2 === 0) registrations.push({ id: newId(), churchId, studentId: id, schoolClassId: classes[Math.max(0, (i % classes.length) - 1)].id, schoolYearId: past.id, tuitionCents: 15000, paid: true });
    if (i % 3 === 0) {
      const fileId = newId();
      files.push({ id: fileId, churchId, key: `${churchId}/student-document/${fileId}.pdf`, kind: "student-document", ownerType: "Student", ownerId: id, filename: "birth-certificate.pdf", contentType: "application/pdf", size: 900 });
      documents.push({ churchId, studentId: id, kind: "BIRTH_CERTIFICATE", fileId });
    }
  }

  // The other people lists: teachers who teach no class this year, volunteers, and a sponsor for each confirmation candidate (and some others).
  const substitutes = Array.from({ length: SUBSTITUTES }, (_, k) => ({ id: newId(), churchId, ...named(pick(FIRST_M, k * 5 + 1), pick(LAST, k * 11 + 5)), email: `substitute${k}@bench.test` }));
  const volunteers = Array.from({ length: VOLUNTEERS }, (_, k) => ({ id: newId(), churchId, ...named(pick(k % 2 ? FIRST_M : FIRST_F, k * 3 + 2), pick(LAST, k * 13 + 1)), email: `volunteer${k}@bench.test`, cellPhone: `(217) 557-${String(k).padStart(4, "0")}` }));
  const candidates = students.filter((_, i) => i % classes.length === 7);
  const sponsors = Array.from({ length: SPONSORS }, (_, k) => ({ id: newId(), churchId, ...named(pick(k % 2 ? FIRST_M : FIRST_F, k * 7 + 3), pick(LAST, k * 17 + 2)), parish: k % 3 ? "St. Mary Parish" : "Holy Family, Springfield", studentId: candidates[k]?.id ?? null, email: `sponsor${k}@bench.test` }));

  await db.schoolYear.createMany({ data: [past, current] });
  // The teacher portal's pages are measured as the first class's teacher (who also assists the last class).
  const { createUser } = await import("../prisma/factories");
  const teacherUser = await createUser({ churchId, roles: ["TEACHER"], email: `bench-teacher-${churchId.slice(-8)}@bench.test`, password, firstname: teachers[0].firstname, lastname: teachers[0].lastname });
  await db.teacher.createMany({ data: [{ ...teachers[0], userId: teacherUser.id }, ...teachers.slice(1), ...substitutes] });
  await db.volunteer.createMany({ data: volunteers });
  await db.schoolClass.createMany({ data: classes });
  for (const data of chunks(parents)) await db.parent.createMany({ data });
  for (const data of chunks(students)) await db.student.createMany({ data });
  for (const data of chunks(registrations)) await db.registration.createMany({ data });
  for (const data of chunks(files)) await db.storedFile.createMany({ data });
  for (const data of chunks(documents)) await db.studentDocument.createMany({ data });
  await db.sponsor.createMany({ data: sponsors });
  await settle();
  log(`loaded ${students.length} students, ${parents.length} parents, ${registrations.length} registrations, ${documents.length} documents, ${teachers.length + substitutes.length} teachers, ${volunteers.length} volunteers, ${sponsors.length} sponsors`);

  // Registrations first: their class and year refuse to go while a registration points at them.
  const remove = () => db.$transaction([db.registration.deleteMany({ where: { churchId } }), db.church.delete({ where: { id: churchId } })]);
  attendance = await loadAttendance(churchId, current.id);
  return {
    email,
    password,
    logins: { teacher: { email: teacherUser.email, password } },
    vars: { classId: classes[0].id, classSlug: classes[0].slug, teacherId: teachers[0].id, churchId, churchName: church.name },
    remove,
    disconnect: () => db.$disconnect(),
  };
}

const ATTENDANCE_CLASS = 40;
const WIZARD = "/religious-education/add-attendance";
let attendance: Awaited<ReturnType<typeof loadAttendance>> | null = null;

/**
 * Attendance: 0 to 6 absences (3 on average) for each of the year's registrations, on the Sundays
 * from 09/13/2026; and a class of 40 more students whose whole roster the wizard's Confirm records.
 */
async function loadAttendance(churchId: string, yearId: string) {
  const { db } = await import("~/utils/db.server");
  const { classSlug, searchNameOf } = await import("~/modules/education/names");
  const registrations = await db.registration.findMany({ where: { churchId, schoolYearId: yearId }, select: { id: true, studentId: true }, orderBy: { id: "asc" } });
  const absences = registrations.flatMap((r, i) =>
    Array.from({ length: i % 7 }, (_, k) => ({ churchId, registrationId: r.id, studentId: r.studentId, date: new Date(Date.UTC(2026, 8, 13 + 7 * ((i + 2 * k) % 10))) })),
  );
  for (const data of chunks(absences)) await db.absence.createMany({ data, skipDuplicates: true });
  const schoolClass = { id: newId(), churchId, className: "Attendance Bench", slug: classSlug("Attendance Bench") };
  const students = Array.from({ length: ATTENDANCE_CLASS }, (_, k) => {
    const [firstname, lastname] = [pick(FIRST_F, k), pick(LAST, k * 11 + 5)];
    return { id: newId(), churchId, firstname, lastname, searchName: searchNameOf({ firstname, lastname }) };
  });
  const roster = students.map((student) => ({ id: newId(), churchId, studentId: student.id, schoolClassId: schoolClass.id, schoolYearId: yearId }));
  await db.schoolClass.create({ data: schoolClass });
  await db.student.createMany({ data: students });
  await db.registration.createMany({ data: roster });
  await settle();
  log(`loaded ${absences.length} absences; class ${schoolClass.className} with ${ATTENDANCE_CLASS} students`);
  const recorded = () => db.absence.count({ where: { churchId, registration: { schoolClassId: schoolClass.id } } });
  return { classId: schoolClass.id, registrationIds: roster.map((r) => r.id), recorded };
}

/** The wizard's Confirm (POST, answered by the redirect to step 4) recording the whole class, a new day each time. */
export const confirmAbsences: BenchAction = {
  label: `Confirm: ${ATTENDANCE_CLASS} absences`,
  targetMs: 50,
  countLabel: "absences saved",
  async run({ base, cookie, n, warmUp }) {
    const roster = attendance!;
    let day = 0;
    const post = async () => {
      // Distinct past days (from 01/01/2020), so every Confirm writes 40 new absences.
      const date = new Date(Date.UTC(2020, 0, 1 + day++)).toISOString().slice(0, 10);
      const body = new URLSearchParams([["intent", "confirm"], ["date", date], ["classId", roster.classId], ...roster.registrationIds.map((id) => ["r", id])]);
      const started = performance.now();
      const response = await fetch(`${base}${WIZARD}?step=3`, { method: "POST", body, redirect: "manual", headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" } });
      await response.text();
      const ms = performance.now() - started;
      return { ms, ok: response.status === 302 && (response.headers.get("location") ?? "").includes(`step=4&date=${date}`), status: response.status };
    };
    const times: number[] = [];
    for (let k = 0; k < warmUp + n; k++) {
      const answer = await post();
      if (!answer.ok) return { problem: `answered ${answer.status} on request ${k + 1}`, times: [], count: 0 };
      if (k >= warmUp) times.push(answer.ms);
    }
    return { problem: null, times, count: await roster.recorded() };
  },
};

