// Benchmark of the religious-education lists: `npm run bench:re`.
//
// On a throwaway embedded PostgreSQL (its own folder under the system temp dir, port BENCH_PG_PORT=5620;
// or the database of DATABASE_URL, where it adds one church and removes it again) it loads a church
// with 2,000 students, their parents and registrations in 8 classes, builds the app if needed into
// .data/bench-build, starts the production web server on BENCH_PORT=3220, signs in as the church's
// staff user, and times BENCH_N=200 sequential requests of each page (after a warm-up).
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
import { benchChurch, chunks, FIRST_F, FIRST_M, LAST, log, newId, pick, runBench, type BenchData } from "./bench-support";

const STUDENTS = 2000;
const CLASSES = ["Grade 1", "Grade 2 First Communion", "Grade 3", "Grade 4", "Grade 5", "Grade 6", "Grade 7", "Confirmation 1"];

/** One church with 2,000 students (families of siblings), their parents, two years of registrations and some documents. */
async function loadData(): Promise<BenchData> {
  const { db } = await import("~/utils/db.server");
  const { classSlug, searchNameOf } = await import("~/modules/education/names");
  const named = (firstname: string, lastname: string) => ({ firstname, lastname, searchName: searchNameOf({ firstname, lastname }) });

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
    tags: k === 1 || k === 7 ? ["Sacrament Year"] : [],
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
    });
    registrations.push({ id: newId(), churchId, studentId: id, schoolClassId: classes[i % classes.length].id, schoolYearId: current.id, tuitionCents: 15000 + (i % 3) * 2500, paid: i % 4 !== 1, photographyPermission: i % 6 !== 5, safetyClassPermission: true, notes: i % 13 === 0 ? "Paying in two installments." : null });
    if (i % 2 === 0) registrations.push({ id: newId(), churchId, studentId: id, schoolClassId: classes[Math.max(0, (i % classes.length) - 1)].id, schoolYearId: past.id, tuitionCents: 15000, paid: true });
    if (i % 3 === 0) {
      const fileId = newId();
      files.push({ id: fileId, churchId, key: `${churchId}/student-document/${fileId}.pdf`, kind: "student-document", ownerType: "Student", ownerId: id, filename: "birth-certificate.pdf", contentType: "application/pdf", size: 900 });
      documents.push({ churchId, studentId: id, kind: "BIRTH_CERTIFICATE", fileId });
    }
  }

  await db.schoolYear.createMany({ data: [past, current] });
  await db.teacher.createMany({ data: teachers });
  await db.schoolClass.createMany({ data: classes });
  for (const data of chunks(parents)) await db.parent.createMany({ data });
  for (const data of chunks(students)) await db.student.createMany({ data });
  for (const data of chunks(registrations)) await db.registration.createMany({ data });
  for (const data of chunks(files)) await db.storedFile.createMany({ data });
  for (const data of chunks(documents)) await db.studentDocument.createMany({ data });
  await db.$executeRawUnsafe("ANALYZE");
  log(`loaded ${students.length} students, ${parents.length} parents, ${registrations.length} registrations, ${documents.length} documents`);

  // Registrations first: their class and year refuse to go while a registration points at them.
  const remove = () => db.$transaction([db.registration.deleteMany({ where: { churchId } }), db.church.delete({ where: { id: churchId } })]);
  return { email, password, vars: { classId: classes[0].id }, remove, disconnect: () => db.$disconnect() };
}

await runBench({
  port: 3220,
  pgPort: 5620,
  database: "parish_bench",
  paths: ["/religious-education/students", "/religious-education/students?q=mar", "/religious-education/students?status=CURRENT&page=20", "/religious-education/classes/{classId}"],
  load: loadData,
  note: () => `${STUDENTS} students; class page: ${CLASSES[0]}, ${STUDENTS / CLASSES.length} registrations in the current year`,
});
