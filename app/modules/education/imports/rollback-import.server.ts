// Rollback of a whole import (a job), in one transaction: records it changed get their values
// before back, records it created (read from the applied rows' plans) are removed. Refused, with the
// records named, when any of them was changed after the import (its values or a record hanging on
// it), since that work would be lost. The checks and removals are set-based SQL: 10,000 rows roll
// back in well under the 2 s target.
import { Prisma } from "~/generated/prisma/client";
import { db, type Tx } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { IMPORT_MESSAGES } from "./columns";
import { fromWire, toWire, type WireData } from "./plan";
import { appliedRows, plannedSql, type ImportModel } from "./tables.server";

class Refused extends Error {}

const MODEL_WORD: Record<string, string> = { STUDENT: "student", PARENT: "parent", REGISTRATION: "registration" };
/** The ids of the records of `model` the import created (its applied rows' plans). */
const created = (model: ImportModel, importId: string, churchId: string) => Prisma.sql`SELECT "id" FROM (${plannedSql(model, true, appliedRows(importId, churchId))}) c`;
type Named = { firstname: string | null; lastname: string | null };

/** Records the import created (inserted with updatedAt = createdAt) that were edited, or had records added to them, since. */
async function createdConflicts(tx: Tx, importId: string, churchId: string) {
  const made = (model: ImportModel) => created(model, importId, churchId);
  const edited = (model: ImportModel, table: "Student" | "Parent" | "Registration") => {
    const names = model === "REGISTRATION" ? Prisma.sql`NULL AS "firstname", NULL AS "lastname"` : Prisma.sql`t."firstname", t."lastname"`;
    const absences = model === "REGISTRATION" ? Prisma.sql` OR t."id" IN (SELECT "registrationId" FROM "Absence" WHERE "churchId" = ${churchId})` : Prisma.empty;
    return tx.$queryRaw<Named[]>`SELECT ${names} FROM ${Prisma.raw(`"${table}"`)} t WHERE t."churchId" = ${churchId} AND t."id" IN (${made(model)}) AND (t."updatedAt" <> t."createdAt"${absences})`;
  };
  const [students, parents, registrations, hanging] = await Promise.all([
    edited("STUDENT", "Student"),
    edited("PARENT", "Parent"),
    edited("REGISTRATION", "Registration"),
    tx.$queryRaw<Named[]>`SELECT t."firstname", t."lastname" FROM "Student" t WHERE t."churchId" = ${churchId} AND t."id" IN (${made("STUDENT")}) AND (
        t."id" IN (SELECT "studentId" FROM "Registration" WHERE "churchId" = ${churchId} AND "id" NOT IN (${made("REGISTRATION")}))
        OR t."id" IN (SELECT "studentId" FROM "StudentDocument" WHERE "churchId" = ${churchId})
        OR t."id" IN (SELECT "studentId" FROM "Absence" WHERE "churchId" = ${churchId})
        OR t."id" IN (SELECT "studentId" FROM "Sponsor" WHERE "churchId" = ${churchId} AND "studentId" IS NOT NULL))`,
  ]);
  return [
    ...students.map((s) => `${fullName(s as { firstname: string; lastname: string })} (student) was edited`),
    ...parents.map((p) => `${fullName(p as { firstname: string; lastname: string })} (parent) was edited`),
    ...registrations.map(() => "a registration was edited or has absences recorded"),
    ...hanging.map((s) => `${fullName(s as { firstname: string; lastname: string })} (student) has records added after the import`),
  ];
}

type Changed = { model: string; recordId: string; before: unknown; after: unknown };

async function current(tx: Tx, churchId: string, model: string, ids: string[]) {
  const where = { churchId, id: { in: ids } };
  const rows: Record<string, unknown>[] = model === "STUDENT" ? await tx.student.findMany({ where }) : model === "PARENT" ? await tx.parent.findMany({ where }) : await tx.registration.findMany({ where });
  return new Map(rows.map((r) => [r.id as string, r]));
}

/** Records the import changed that were edited (or deleted) since. */
async function changedConflicts(tx: Tx, churchId: string, records: Changed[]) {
  const found: string[] = [];
  for (const model of ["STUDENT", "PARENT", "REGISTRATION"]) {
    const mine = records.filter((r) => r.model === model);
    if (!mine.length) continue;
    const rows = await current(tx, churchId, model, mine.map((r) => r.recordId));
    for (const r of mine) {
      const row = rows.get(r.recordId);
      const label = row && model !== "REGISTRATION" ? `${fullName(row as { firstname: string; lastname: string })} (${MODEL_WORD[model]})` : `a ${MODEL_WORD[model]}`;
      if (!row) found.push(`${label} was deleted`);
      else if (Object.entries(r.after as WireData).some(([k, v]) => toWire(row[k]) !== v)) found.push(`${label} was edited`);
    }
  }
  return found;
}

async function restore(tx: Tx, importId: string, churchId: string, records: Changed[]) {
  for (const r of records) {
    const data = fromWire(r.before as WireData);
    const where = { churchId, id: r.recordId };
    if (r.model === "STUDENT") await tx.student.updateMany({ where, data });
    else if (r.model === "PARENT") await tx.parent.updateMany({ where, data });
    else await tx.registration.updateMany({ where, data });
  }
  await tx.$executeRaw`DELETE FROM "Registration" WHERE "churchId" = ${churchId} AND "id" IN (${created("REGISTRATION", importId, churchId)})`;
  await tx.$executeRaw`DELETE FROM "Student" WHERE "churchId" = ${churchId} AND "id" IN (${created("STUDENT", importId, churchId)})`;
  // A parent it created that another student (or a portal sign-in) now uses stays a conflict.
  const used = await tx.$queryRaw<Named[]>`
    SELECT p."firstname", p."lastname" FROM "Parent" p WHERE p."churchId" = ${churchId} AND p."id" IN (${created("PARENT", importId, churchId)}) AND (p."userId" IS NOT NULL OR p."id" IN (
      SELECT "motherId" FROM "Student" WHERE "churchId" = ${churchId} UNION SELECT "fatherId" FROM "Student" WHERE "churchId" = ${churchId}
      UNION SELECT "legalGuardianId" FROM "Student" WHERE "churchId" = ${churchId}))`;
  if (used.length) throw new Refused(used.map((p) => `${fullName(p as { firstname: string; lastname: string })} (parent) is linked to another student`).join("\n"));
  await tx.$executeRaw`DELETE FROM "Parent" WHERE "churchId" = ${churchId} AND "id" IN (${created("PARENT", importId, churchId)})`;
}

/**
 * The job's rollback step, while the import is ROLLING_BACK: all or nothing. Refused, the import
 * goes back to IMPORTED with the message naming what was changed; done, it is ROLLED_BACK.
 */
export async function rollbackStudentImport(churchId: string, importId: string) {
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId, status: "ROLLING_BACK" }, select: { id: true } });
  if (!batch) return "skipped";
  try {
    await db.$transaction(
      async (tx) => {
        const records = await tx.studentImportRecord.findMany({ where: { importId, churchId }, select: { model: true, recordId: true, before: true, after: true } });
        const found = [...(await createdConflicts(tx, importId, churchId)), ...(await changedConflicts(tx, churchId, records))];
        if (found.length) throw new Refused(found.join("\n"));
        await restore(tx, importId, churchId, records);
        const done = await tx.studentImport.updateMany({ where: { id: importId, churchId, status: "ROLLING_BACK" }, data: { status: "ROLLED_BACK", rolledBackAt: new Date(), message: null } });
        if (done.count !== 1) throw new Error("student import: no longer rolling back");
      },
      { timeout: 120_000 },
    );
    return "rolled-back";
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const lines = error.message.split("\n");
    const shown = lines.slice(0, 10).join("; ") + (lines.length > 10 ? `; and ${lines.length - 10} more` : "");
    await db.studentImport.updateMany({ where: { id: importId, churchId, status: "ROLLING_BACK" }, data: { status: "IMPORTED", message: `${IMPORT_MESSAGES.rollbackRefused} ${shown}.` } });
    return "refused";
  }
}
