// Benchmark of confirmation certificates: `npm run bench:certificates`.
//
// A throwaway embedded PostgreSQL (BENCH_PG_PORT=5622), or DATABASE_URL's database where the bench
// church is removed again; a class with 200 registered students (accented names among them); the
// worker's use-case (makeCertificates: the confirmands, the PDF with the embedded font, the stored
// file) timed end to end, BENCH_RUNS=5 times, first run included (the font is read once per process).
// Target (issue 9): 200 certificates in under 5 s. It ends with `targets met: K of N`.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDatabase } from "../prisma/database.mjs";
import { migrateDeploy } from "../prisma/scripts/migrate-deploy.mjs";
import { FIRST_F, FIRST_M, LAST, log, newId, pick } from "./bench-support";

const STUDENTS = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 5000;

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "parish-bench-certs-"));
  process.env.DATA_DIR = path.join(tmp, "files");
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    const database = await startDatabase({ dir: path.join(tmp, "pg"), port: Number(process.env.BENCH_PG_PORT ?? 5622), database: "bench_certificates", quiet: true });
    await migrateDeploy({ url: database.url, quiet: true });
    process.env.DATABASE_URL = database.url;
    stop = database.stop;
  }
  const { db } = await import("~/utils/db.server");
  const { createChurch } = await import("../prisma/factories");
  const { searchNameOf } = await import("~/modules/education/names");
  const { makeCertificates } = await import("~/modules/education/certificates/make-certificates.server");
  const church = await createChurch({ name: "Bench Parish" });
  try {
    const churchId = church.id;
    const year = await db.schoolYear.create({ data: { churchId, yearName: "2026-2027", isCurrent: true } });
    const schoolClass = await db.schoolClass.create({ data: { churchId, className: "Confirmation", slug: "confirmation" } });
    const students = Array.from({ length: STUDENTS }, (_, i) => {
      const firstname = i % 10 === 0 ? "Zoë" : i % 2 ? pick(FIRST_F, i) : pick(FIRST_M, i);
      const lastname = i % 10 === 5 ? "Nguyễn" : pick(LAST, i * 7);
      return { id: newId(), churchId, firstname, lastname, searchName: searchNameOf({ firstname, lastname }), confirmationDate: new Date(Date.UTC(2027, 4, 2)) };
    });
    await db.student.createMany({ data: students });
    await db.registration.createMany({ data: students.map((s) => ({ churchId, studentId: s.id, schoolClassId: schoolClass.id, schoolYearId: year.id })) });
    const settings = { churchName: "St. Mary Parish", pastorName: "Fr. Michael O'Connor", city: "Springfield", state: "IL" };

    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const batch = await db.certificateBatch.create({ data: { churchId, classId: schoolClass.id, yearId: year.id, ...settings, total: STUDENTS } });
      const started = performance.now();
      const outcome = await makeCertificates(churchId, batch.id);
      times.push(performance.now() - started);
      const done = await db.certificateBatch.findUniqueOrThrow({ where: { id: batch.id }, include: { file: true } });
      if (outcome !== "done" || done.status !== "DONE" || !done.file) throw new Error(`run ${k + 1}: the batch ended ${done.status}`);
      if (k === 0) log(`PDF: ${STUDENTS} pages, ${(done.file.size / 1024).toFixed(0)} KiB`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const worst = sorted.at(-1)!;
    log(`${STUDENTS} certificates, ${RUNS} runs: first ${times[0].toFixed(0)} ms, median ${sorted[Math.floor(RUNS / 2)].toFixed(0)} ms, worst ${worst.toFixed(0)} ms (load average ${os.loadavg()[0].toFixed(2)})`);
    const met = worst < TARGET_MS ? 1 : 0;
    log(`target: ${STUDENTS} certificates under ${TARGET_MS} ms (worst run): ${met ? "met" : "MISSED"}`);
    console.log(`targets met: ${met} of 1`);
  } finally {
    await db.church.delete({ where: { id: church.id } }).catch(() => undefined);
    await db.$disconnect();
    await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
