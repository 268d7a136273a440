// Benchmark of the religious-education lists and reports: `npm run bench:re`.
//
// On a throwaway embedded PostgreSQL (its own folder under the system temp dir, port BENCH_PG_PORT=5620;
// or the database of DATABASE_URL, where it adds one church and removes it again) it loads a church
// with 2,000 students, their parents and registrations in 8 classes, builds the app if needed into
// .data/bench-build, starts the production web server on BENCH_PORT=3220, signs in as the church's
// staff user, and times BENCH_N=200 sequential requests of each page (after a warm-up), then as many
// Confirms of the add-attendance wizard recording a class of 40 (a new day each time; target 50 ms).
// It prints p50, p95 and max per page, and the page's table rows (to show it is not empty).
// It exits non-zero when a page does not answer 200 (a page not built yet answers 404, or the
// area's "being prepared" page), never because of slowness. Figures mean little on a busy machine:
// the load average is printed with them.
//
//   npm run bench:re
//   BENCH_N=50 npm run bench:re                                    # fewer requests
//   BENCH_PATHS=/dashboard,/religious-education npm run bench:re   # other pages ({classId} is replaced)
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Prisma } from "~/utils/db.server";
import { startDatabase } from "../prisma/database.mjs";
import { migrateDeploy } from "../prisma/scripts/migrate-deploy.mjs";
import { buildIfNeeded } from "../app/server/build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const PORT = Number(process.env.BENCH_PORT ?? 3220);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5620);
const N = Number(process.env.BENCH_N ?? 200);
const WARM_UP = 20;
const BUILD_DIR = ".data/bench-build";
const BASE = `http://localhost:${PORT}`;
const STUDENTS = 2000;
const CLASSES = ["Grade 1", "Grade 2 First Communion", "Grade 3", "Grade 4", "Grade 5", "Grade 6", "Grade 7", "Confirmation 1"];
const PREPARING = "This part of the platform is being prepared";
const log = (m: string) => console.log(`[bench] ${m}`);

const FIRST_F = ["Sofia", "Emma", "Olivia", "Isabella", "Chloe", "Lucia", "Ava", "Maria", "Clara", "Anna", "Natalie", "Zoe", "Cecilia", "Lily", "Teresa", "Grace", "Rose", "Elena", "Mia", "Julia"];
const FIRST_M = ["Liam", "Noah", "Mateo", "Lucas", "Ethan", "Gabriel", "Benedict", "Daniel", "Isaac", "Owen", "Caleb", "Adrian", "Julian", "Dominic", "Elijah", "Xavier", "Mark", "Peter", "Paul", "Luke"];
const LAST = [
  "Okafor", "Garcia", "Nguyen", "Sullivan", "Rossi", "Kowalski", "Hernandez", "Johnson", "Fitzgerald", "Santos", "Becker", "Walsh", "Dubois", "Mendoza", "Park",
  "Carter", "Romano", "Lewandowski", "Moreno", "Bennett", "Price", "Ibrahim", "Flores", "Murray", "Castillo", "Schmidt", "O'Neill", "Tran", "Kelly", "Phillips",
  "Reyes", "Martin", "Martinez", "Marino", "Anderson", "Wilson", "Thompson", "Lopez", "Brown", "Davis", "Miller", "Moore", "Taylor", "Clark", "Lewis",
  "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Campbell", "Mitchell", "Roberts", "Turner",
];

const newId = () => `c${randomBytes(12).toString("hex")}`;
const pick = <T>(list: readonly T[], i: number) => list[Math.floor(i) % list.length];
const chunks = <T>(rows: T[], size = 1000) => Array.from({ length: Math.ceil(rows.length / size) }, (_, k) => rows.slice(k * size, (k + 1) * size));

/** One church with 2,000 students (families of siblings), their parents, two years of registrations and some documents. */
async function loadData() {
  const { db } = await import("~/utils/db.server");
  const { createChurch, createUser } = await import("../prisma/factories");
  const { classSlug, searchNameOf } = await import("~/modules/education/names");
  const named = (firstname: string, lastname: string) => ({ firstname, lastname, searchName: searchNameOf({ firstname, lastname }) });

  const church = await createChurch({ name: `Bench Parish ${randomBytes(3).toString("hex")}` });
  const password = "bench-password";
  const user = await createUser({ churchId: church.id, roles: ["CHURCH_USER"], email: `bench-${randomBytes(4).toString("hex")}@bench.test`, password, firstname: "Bench", lastname: "Staff" });
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
  return { email: user.email, password, churchId, currentYearId: current.id, classId: classes[0].id, remove, disconnect: () => db.$disconnect() };
}

const ATTENDANCE_CLASS = 40;
const WIZARD = "/religious-education/add-attendance";

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
  await db.$executeRawUnsafe("ANALYZE");
  log(`loaded ${absences.length} absences; class ${schoolClass.className} with ${ATTENDANCE_CLASS} students`);
  const recorded = () => db.absence.count({ where: { churchId, registration: { schoolClassId: schoolClass.id } } });
  return { classId: schoolClass.id, registrationIds: roster.map((r) => r.id), recorded };
}

/** Times the wizard's Confirm (POST, answered by the redirect to step 4) recording the whole class, a new day each time. */
async function measureConfirm(cookie: string, attendance: Awaited<ReturnType<typeof loadAttendance>>) {
  let n = 0;
  const post = async () => {
    // Distinct past days (from 01/01/2020), so every Confirm writes 40 new absences.
    const date = new Date(Date.UTC(2020, 0, 1 + n++)).toISOString().slice(0, 10);
    const body = new URLSearchParams([["intent", "confirm"], ["date", date], ["classId", attendance.classId], ...attendance.registrationIds.map((id) => ["r", id])]);
    const started = performance.now();
    const response = await fetch(`${BASE}${WIZARD}?step=3`, { method: "POST", body, redirect: "manual", headers: { Cookie: cookie, Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" } });
    await response.text();
    const ms = performance.now() - started;
    return { ms, ok: response.status === 302 && (response.headers.get("location") ?? "").includes(`step=4&date=${date}`), status: response.status };
  };
  const first = await post();
  if (!first.ok) return { problem: `answered ${first.status}`, times: [] as number[], recorded: 0 };
  for (let k = 1; k < WARM_UP; k++) await post();
  const times: number[] = [];
  for (let k = 0; k < N; k++) {
    const answer = await post();
    if (!answer.ok) return { problem: `answered ${answer.status} on request ${k + 1}`, times, recorded: 0 };
    times.push(answer.ms);
  }
  return { problem: null, times: times.sort((a, b) => a - b), recorded: await attendance.recorded() };
}

async function waitForServer(server: ChildProcess) {
  for (let k = 0; k < 300; k++) {
    if (server.exitCode !== null) throw new Error(`the web server exited (code ${server.exitCode})`);
    const ok = await fetch(`${BASE}/healthcheck`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the web server did not answer /healthcheck within 60 s");
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ user: email, pwd: password, redirectTo: "" }),
  });
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: POST /login answered ${response.status}`);
  return cookie;
}

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

/** Times N sequential requests (body read in full); null timings when the page is not there. */
async function measure(url: string, cookie: string) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${BASE}${url}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, preparing: body.includes(PREPARING), location: response.headers.get("location"), rows: body.split("<tr").length - 1 };
  };
  const first = await get();
  if (first.status !== 200 || first.preparing) {
    const problem =
      first.status === 404 ? "404: page not built yet (or an unknown id)" : first.preparing ? "200 but the area's 'being prepared' page: page not built yet" : `answered ${first.status}${first.location ? ` (to ${first.location})` : ""}`;
    return { url, problem, rows: 0, times: [] as number[] };
  }
  for (let k = 1; k < WARM_UP; k++) await get();
  const times: number[] = [];
  for (let k = 0; k < N; k++) {
    const answer = await get();
    if (answer.status !== 200) return { url, problem: `answered ${answer.status} on request ${k + 1}`, rows: first.rows, times };
    times.push(answer.ms);
  }
  return { url, problem: null, rows: first.rows, times: times.sort((a, b) => a - b) };
}

async function main() {
  const own = !process.env.DATABASE_URL;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "parish-bench-"));
  let server: ChildProcess | null = null;
  let stopDatabase = async () => {};
  let removeData = async () => {};
  let disconnect = async () => {};
  let serverLog = "";
  const stopServer = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    // Its graceful stop waits for our kept-alive connections; it is a throwaway server.
    const timer = setTimeout(() => server!.kill("SIGKILL"), 2000);
    await exited;
    clearTimeout(timer);
  };
  let cleaning: Promise<void> | null = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await stopServer();
      await removeData().catch((error) => console.error(`[bench] bench church not removed: ${error.message}`));
      await disconnect();
      await stopDatabase();
      rmSync(tmp, { recursive: true, force: true });
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void cleanup().then(() => process.exit(130)));

  try {
    buildIfNeeded({ root, buildDir: BUILD_DIR, log, quiet: true });
    const database = await startDatabase({ dir: path.join(tmp, "pg"), port: PG_PORT, database: "parish_bench", quiet: true });
    stopDatabase = database.stop;
    process.env.DATABASE_URL = database.url;
    await migrateDeploy({ url: database.url, quiet: true });
    log(own ? `embedded PostgreSQL on port ${PG_PORT}, data in ${tmp}` : "using DATABASE_URL (the bench church is removed at the end)");
    const data = await loadData();
    disconnect = data.disconnect;
    if (!own) removeData = async () => void (await data.remove());
    const attendance = await loadAttendance(data.churchId, data.currentYearId);

    server = spawn(process.execPath, [`${BUILD_DIR}/node/web.js`], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: "production", LOCAL_MODE: "1", SESSION_SECRET: randomBytes(32).toString("hex"), PORT: String(PORT), APP_URL: BASE, DATA_DIR: path.join(tmp, "data") },
    });
    const keep = (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-4000));
    server.stdout!.on("data", keep);
    server.stderr!.on("data", keep);
    await waitForServer(server);
    log(`production server on ${BASE}; signing in and measuring ${N} requests per page after ${WARM_UP} warm-up requests`);
    const cookie = await signIn(data.email, data.password);

    const paths = process.env.BENCH_PATHS?.split(",").map((p) => p.trim()).filter(Boolean) ?? [
      "/religious-education/students",
      "/religious-education/students?q=mar",
      "/religious-education/students?status=CURRENT&page=20",
      "/religious-education/classes/{classId}",
      "/religious-education/attendance",
      "/religious-education/attendance?sort=lastname&page=10",
      "/religious-education/attendance?minAbsences=4",
      // Reports with their default filters (the current year, all classes): the first page of 100 rows.
      "/religious-education/reports/notes-report",
      "/religious-education/reports/baptism-report",
      "/religious-education/reports/missing-docs",
      "/religious-education/reports/overage-report",
      "/religious-education/reports/saint-report",
      "/religious-education/reports/easter-vigil-report",
    ];
    const results = [];
    for (const p of paths) results.push(await measure(p.replace("{classId}", data.classId), cookie));

    const width = Math.max(...results.map((r) => r.url.length), 3);
    console.log(`\n${"URL".padEnd(width)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}  ${"max ms".padStart(7)}  ${"<tr>s".padStart(5)}  p95 < 100 ms`);
    for (const r of results) {
      if (r.problem) {
        console.log(`${r.url.padEnd(width)}  ${r.problem}`);
        continue;
      }
      const [p50, p95, max] = [percentile(r.times, 0.5), percentile(r.times, 0.95), r.times[r.times.length - 1]].map((v) => v.toFixed(1).padStart(7));
      console.log(`${r.url.padEnd(width)}  ${p50}  ${p95}  ${max}  ${String(r.rows).padStart(5)}  ${percentile(r.times, 0.95) < 100 ? "yes" : "NO"}`);
    }
    const confirm = await measureConfirm(cookie, attendance);
    const label = `Confirm: ${ATTENDANCE_CLASS} absences`;
    console.log(`\n${"POST".padEnd(width)}  ${"p50 ms".padStart(7)}  ${"p95 ms".padStart(7)}  ${"max ms".padStart(7)}  ${"saved".padStart(5)}  p95 < 50 ms`);
    if (confirm.problem) console.log(`${label.padEnd(width)}  ${confirm.problem}`);
    else {
      const [p50, p95, max] = [percentile(confirm.times, 0.5), percentile(confirm.times, 0.95), confirm.times[confirm.times.length - 1]].map((v) => v.toFixed(1).padStart(7));
      console.log(`${label.padEnd(width)}  ${p50}  ${p95}  ${max}  ${String(confirm.recorded).padStart(5)}  ${percentile(confirm.times, 0.95) < 50 ? "yes" : "NO"}`);
    }
    console.log(`\n(${STUDENTS} students; class page: ${CLASSES[0]}, ${STUDENTS / CLASSES.length} registrations in the current year; N=${N} sequential requests each)`);
    console.log(`(attendance: 0 to 6 absences a registration; Confirm: ${WIZARD} recording class "Attendance Bench" of ${ATTENDANCE_CLASS}, a new day each request, answered by its redirect)`);
    const met = results.filter((r) => !r.problem && percentile(r.times, 0.95) < 100).length + (!confirm.problem && percentile(confirm.times, 0.95) < 50 ? 1 : 0);
    // Figures taken while other work runs say little: show how busy the machine was.
    console.log(`(load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} over 1 / 5 / 15 min, ${os.cpus().length} CPUs)`);
    console.log(`targets met: ${met} of ${results.length + 1}`);
    if (results.some((r) => r.problem) || confirm.problem) {
      console.error("[bench] some pages did not answer 200 (see above)");
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`[bench] ${(error as Error).message}`);
    if (serverLog) console.error(`[bench] last lines of the server's output:\n${serverLog}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main();
