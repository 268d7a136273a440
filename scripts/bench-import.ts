// Benchmark of the spreadsheet import: `npm run bench:import`.
//
// On a throwaway embedded PostgreSQL (its own folder under the system temp dir, port BENCH_PG_PORT=5640)
// it writes a .csv of BENCH_ROWS=10,000 students in families of one to three children, each family with
// a mother and a father (e-mail and cell phone), stores it as an upload, and times the worker's steps
// as the job runs them: verify (read, check, match, store the preview) and import (the plan in batches,
// with the before-values), against PostgreSQL's COPY of the same rows (the same parents and students,
// linked) into the same tables, for another church, in the same run. Target: verify + import within
// 3x the COPY. Then it times the rollback of the whole batch (target: under 2 s) and checks that the
// church is empty again. It prints the figures and `targets met: K of N`; figures mean little on a
// busy machine, so the load average is printed with them.
//
//   npm run bench:import
//   BENCH_ROWS=2000 npm run bench:import
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startDatabase } from "../prisma/database.mjs";
import { migrateDeploy } from "../prisma/scripts/migrate-deploy.mjs";
import { benchChurch, FIRST_F, FIRST_M, LAST, log, newId, pick } from "./bench-support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5640);

type Family = { lastname: string; mother: { firstname: string; email: string; cellPhone: string }; father: { firstname: string; email: string; cellPhone: string }; children: { firstname: string; dateOfBirth: string; altID: string; gender: string }[] };

function families() {
  const list: Family[] = [];
  let i = 0;
  while (i < ROWS) {
    const k = list.length;
    const lastname = `${pick(LAST, k)}${k}`;
    const size = Math.min(1 + (k % 3), ROWS - i);
    const children = Array.from({ length: size }, (_, c) => {
      const n = i + c;
      const girl = n % 2 === 0;
      return { firstname: girl ? pick(FIRST_F, n) : pick(FIRST_M, n), dateOfBirth: `${2010 + (n % 10)}-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + (n % 28)).padStart(2, "0")}`, altID: `B-${n + 1}`, gender: girl ? "Female" : "Male" };
    });
    list.push({
      lastname,
      mother: { firstname: pick(FIRST_F, k + 7), email: `mother${k}@bench.test`, cellPhone: `555-${String(1000 + (k % 9000))}` },
      father: { firstname: pick(FIRST_M, k + 3), email: `father${k}@bench.test`, cellPhone: `556-${String(1000 + (k % 9000))}` },
      children,
    });
    i += size;
  }
  return list;
}

function csvOf(list: Family[]) {
  const lines = ["First Name,Last Name,Alt ID,Date of Birth,Gender,Mother First Name,Mother Last Name,Mother Email,Mother Cell Phone,Father First Name,Father Last Name,Father Email,Father Cell Phone"];
  for (const f of list)
    for (const c of f.children)
      lines.push([c.firstname, f.lastname, c.altID, c.dateOfBirth, c.gender, f.mother.firstname, f.lastname, f.mother.email, f.mother.cellPhone, f.father.firstname, f.lastname, f.father.email, f.father.cellPhone].join(","));
  return lines.join("\n");
}

/** The same parents and students as tab-separated files for COPY (server-side files: the bench's own superuser database). */
async function copyFiles(list: Family[], churchId: string, dir: string) {
  const { searchNameOf } = await import("~/modules/education/names");
  const now = new Date().toISOString();
  const parents: string[] = [];
  const students: string[] = [];
  for (const f of list) {
    const motherId = newId();
    const fatherId = newId();
    for (const [id, role, p] of [[motherId, "mother", f.mother], [fatherId, "father", f.father]] as const)
      parents.push([id, churchId, role, p.firstname, f.lastname, p.email, p.cellPhone, searchNameOf({ firstname: p.firstname, lastname: f.lastname }), now, now].join("\t"));
    for (const c of f.children)
      students.push([newId(), churchId, c.firstname, f.lastname, searchNameOf({ firstname: c.firstname, lastname: f.lastname }), c.altID, c.gender, c.dateOfBirth, motherId, fatherId, now, now].join("\t"));
  }
  const parentsFile = path.join(dir, "parents.tsv");
  const studentsFile = path.join(dir, "students.tsv");
  writeFileSync(parentsFile, parents.join("\n") + "\n");
  writeFileSync(studentsFile, students.join("\n") + "\n");
  return { parentsFile, studentsFile };
}

async function main() {
  process.chdir(root);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "parish-bench-import-"));
  process.env.DATA_DIR = path.join(tmp, "data");
  const database = await startDatabase({ dir: path.join(tmp, "pg"), port: PG_PORT, database: "bench_import", quiet: true });
  const cleanup = async () => {
    const { db } = await import("~/utils/db.server");
    await db.$disconnect();
    await database.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    process.env.DATABASE_URL = database.url;
    await migrateDeploy({ url: database.url, quiet: true });
    log(`embedded PostgreSQL on port ${PG_PORT}, data in ${tmp}`);
    const { db } = await import("~/utils/db.server");
    const { storeFile } = await import("~/modules/files/store-file.server");
    const { verifyStudentImport } = await import("~/modules/education/imports/verify-import.server");
    const { applyStudentImport } = await import("~/modules/education/imports/apply-import.server");
    const { rollbackStudentImport } = await import("~/modules/education/imports/rollback-import.server");

    const list = families();
    const csvPath = path.join(tmp, "students.csv");
    writeFileSync(csvPath, csvOf(list));
    const parentCount = list.length * 2;
    log(`${ROWS} student rows in ${list.length} families (${parentCount} parents)`);

    // The import, as the worker runs it.
    const { church } = await benchChurch();
    const file = await storeFile({ churchId: church.id, owner: { kind: "student-import", ownerType: "StudentImport" }, file: { tmpPath: csvPath, filename: "students.csv", size: 0, kind: "csv", contentType: "text/csv" } });
    const batch = await db.studentImport.create({ data: { churchId: church.id, fileId: file.id, filename: "students.csv" } });
    let started = performance.now();
    const verified = await verifyStudentImport(church.id, batch.id);
    const verifyMs = performance.now() - started;
    log(`verify ${verifyMs.toFixed(0)} ms`);
    const counts = await db.studentImport.findUniqueOrThrow({ where: { id: batch.id } });
    if (verified !== "verified" || counts.newCount !== ROWS) throw new Error(`verify: ${verified}, ${counts.newCount} new, ${counts.errorCount} errors`);
    await db.studentImport.update({ where: { id: batch.id }, data: { status: "IMPORTING" } });
    started = performance.now();
    await applyStudentImport(church.id, batch.id);
    const importMs = performance.now() - started;
    log(`import ${importMs.toFixed(0)} ms`);
    const [students, parents] = await Promise.all([db.student.count({ where: { churchId: church.id } }), db.parent.count({ where: { churchId: church.id } })]);
    if (students !== ROWS || parents !== parentCount) throw new Error(`import wrote ${students} students and ${parents} parents`);

    // COPY of the same rows into the same tables, for another church.
    const copyChurch = await benchChurch();
    const { parentsFile, studentsFile } = await copyFiles(list, copyChurch.church.id, tmp);
    started = performance.now();
    await db.$executeRawUnsafe(`COPY "Parent" ("id","churchId","role","firstname","lastname","email","cellPhone","searchName","createdAt","updatedAt") FROM '${parentsFile}'`);
    await db.$executeRawUnsafe(`COPY "Student" ("id","churchId","firstname","lastname","searchName","altID","gender","dateOfBirth","motherId","fatherId","createdAt","updatedAt") FROM '${studentsFile}'`);
    const copyMs = performance.now() - started;

    await db.studentImport.update({ where: { id: batch.id }, data: { status: "ROLLING_BACK" } });
    started = performance.now();
    const rolledBack = await rollbackStudentImport(church.id, batch.id);
    const rollbackMs = performance.now() - started;
    const left = (await db.student.count({ where: { churchId: church.id } })) + (await db.parent.count({ where: { churchId: church.id } }));
    if (rolledBack !== "rolled-back" || left !== 0) throw new Error(`rollback: ${rolledBack}, ${left} rows left`);

    const total = verifyMs + importMs;
    const ratio = total / copyMs;
    const importMet = ratio <= 3;
    const rollbackMet = rollbackMs < 2000;
    console.log(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    console.log(`verify            ${verifyMs.toFixed(0).padStart(7)} ms  (${ROWS} rows checked and matched, preview stored)`);
    console.log(`import            ${importMs.toFixed(0).padStart(7)} ms  (${students} students, ${parents} parents, before-values recorded)`);
    console.log(`verify + import   ${total.toFixed(0).padStart(7)} ms`);
    console.log(`COPY same rows    ${copyMs.toFixed(0).padStart(7)} ms`);
    console.log(`ratio             ${ratio.toFixed(1).padStart(7)} x   target <= 3x: ${importMet ? "yes" : "NO"}`);
    console.log(`rollback          ${rollbackMs.toFixed(0).padStart(7)} ms  target < 2000 ms: ${rollbackMet ? "yes" : "NO"}`);
    console.log(`\ntargets met: ${Number(importMet) + Number(rollbackMet)} of 2`);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
