// Rollback of a whole import (a job), in one transaction: records it changed get their values
// before back, records it created are removed. Refused, with the records named, when any of them
// was changed after the import (its values or a record hanging on it), since that work would be lost.
import { db, type Tx } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { IMPORT_MESSAGES } from "./columns";
import { fromWire, toWire, type WireData } from "./plan";

type Record_ = { model: string; recordId: string; created: boolean; before: unknown; after: unknown; stamp: Date };
const MODEL_WORD: Record<string, string> = { STUDENT: "student", PARENT: "parent", REGISTRATION: "registration" };

class Refused extends Error {}

const chunks = <T>(items: T[], size = 10_000) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function current(tx: Tx, churchId: string, model: string, ids: string[]) {
  const rows: Record<string, unknown>[] = [];
  for (const part of chunks(ids)) {
    const where = { churchId, id: { in: part } };
    if (model === "STUDENT") rows.push(...(await tx.student.findMany({ where })));
    else if (model === "PARENT") rows.push(...(await tx.parent.findMany({ where })));
    else rows.push(...(await tx.registration.findMany({ where, include: { _count: { select: { absences: true } } } })));
  }
  return new Map(rows.map((r) => [r.id as string, r]));
}

/** What would be lost: records changed (or removed) after the import, and records added on created ones. */
async function conflicts(tx: Tx, churchId: string, records: Record_[]) {
  const found: string[] = [];
  const createdIds = new Set(records.filter((r) => r.created).map((r) => r.recordId));
  for (const model of ["STUDENT", "PARENT", "REGISTRATION"]) {
    const mine = records.filter((r) => r.model === model);
    if (!mine.length) continue;
    const rows = await current(tx, churchId, model, mine.map((r) => r.recordId));
    for (const r of mine) {
      const row = rows.get(r.recordId);
      const label = () => (row && model !== "REGISTRATION" ? `${fullName(row as { firstname: string; lastname: string })} (${MODEL_WORD[model]})` : `a ${MODEL_WORD[model]}`);
      if (!row) {
        if (!r.created) found.push(`${label()} was deleted`);
        continue;
      }
      if (r.created) {
        if ((row.updatedAt as Date).getTime() !== r.stamp.getTime()) found.push(`${label()} was edited`);
        else if (model === "REGISTRATION" && (row._count as { absences: number }).absences > 0) found.push(`${label()} has absences recorded`);
        continue;
      }
      const after = r.after as WireData;
      if (Object.keys(after).some((k) => toWire(row[k]) !== after[k])) found.push(`${label()} was edited`);
    }
  }
  // Records added on a created student (registrations, documents, absences, sponsors) would go with it.
  const students = [...createdIds].filter((id) => records.some((r) => r.recordId === id && r.model === "STUDENT"));
  for (const part of chunks(students)) {
    const hanging = await tx.student.findMany({
      where: {
        churchId,
        id: { in: part },
        OR: [{ registrations: { some: { id: { notIn: [...createdIds] } } } }, { documents: { some: {} } }, { absences: { some: {} } }, { sponsors: { some: {} } }],
      },
      select: { firstname: true, lastname: true },
    });
    found.push(...hanging.map((s) => `${fullName(s)} (student) has records added after the import`));
  }
  return found;
}

async function restore(tx: Tx, churchId: string, records: Record_[]) {
  const updated = records.filter((r) => !r.created);
  const removed = (model: string) => records.filter((r) => r.created && r.model === model).map((r) => r.recordId);
  for (const r of updated) {
    const data = fromWire(r.before as WireData);
    const where = { churchId, id: r.recordId };
    if (r.model === "STUDENT") await tx.student.updateMany({ where, data });
    else if (r.model === "PARENT") await tx.parent.updateMany({ where, data });
    else await tx.registration.updateMany({ where, data });
  }
  for (const part of chunks(removed("REGISTRATION"))) await tx.registration.deleteMany({ where: { churchId, id: { in: part } } });
  for (const part of chunks(removed("STUDENT"))) await tx.student.deleteMany({ where: { churchId, id: { in: part } } });
  const parents = removed("PARENT");
  for (const part of chunks(parents)) {
    // A parent it created that another student (or a portal sign-in) now uses stays a conflict.
    const used = await tx.parent.findMany({
      where: { churchId, id: { in: part }, OR: [{ userId: { not: null } }, { childrenAsMother: { some: {} } }, { childrenAsFather: { some: {} } }, { childrenAsGuardian: { some: {} } }] },
      select: { firstname: true, lastname: true },
    });
    if (used.length) throw new Refused(used.map((p) => `${fullName(p)} (parent) is linked to another student`).join("\n"));
    await tx.parent.deleteMany({ where: { churchId, id: { in: part } } });
  }
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
        const records = await tx.studentImportRecord.findMany({ where: { importId, churchId }, select: { model: true, recordId: true, created: true, before: true, after: true, stamp: true } });
        const found = await conflicts(tx, churchId, records);
        if (found.length) throw new Refused(found.join("\n"));
        await restore(tx, churchId, records);
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
