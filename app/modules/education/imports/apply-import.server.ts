// Import (a job): applies exactly the verified plan, in batches of rows, each batch one transaction
// that claims its rows (stamping them), inserts the records they create straight from the stored
// plans, updates the records they change and keeps those records' values before. A second run
// skips the rows already applied.
import { bulkInsert } from "~/utils/bulk-insert.server";
import { db, type Tx } from "~/utils/db.server";
import { fromWire, newId, toWire, wireOf, type WireData } from "./plan";
import { insertCreated, plannedSql, type ImportModel } from "./tables.server";

export const IMPORT_BATCH_ROWS = 2000;

/** Thrown between batches when the worker is stopping: the job is retried and goes on where this one stopped. */
export class ImportStopped extends Error {
  constructor() {
    super("the worker is stopping; the import goes on from the next batch");
  }
}

type Delegate = {
  findMany(args: { where: { churchId: string; id: { in: string[] } } }): Promise<Record<string, unknown>[]>;
  updateMany(args: { where: { churchId: string; id: string }; data: Record<string, unknown> }): Promise<{ count: number }>;
};

const MODELS: ImportModel[] = ["PARENT", "STUDENT", "REGISTRATION"];
const delegateOf = (tx: Tx, model: ImportModel) => (model === "PARENT" ? tx.parent : model === "STUDENT" ? tx.student : tx.registration) as unknown as Delegate;
const RECORD_COLUMNS = { id: "text", churchId: "text", importId: "text", model: "text", recordId: "text", before: "json", after: "json" } as const;

/** Updates the batch's records of `model` that its rows change; answers them with the values before. */
async function update(tx: Tx, model: ImportModel, churchId: string, importId: string, now: Date, rowNumbers: number[]) {
  const planned = await tx.$queryRawUnsafe<{ id: string; data: WireData | string | null }[]>(plannedSql(model, false, `AND r."rowNumber" = ANY($3::int[])`), importId, churchId, rowNumbers);
  const updates = planned.map((u) => ({ id: u.id, data: (typeof u.data === "string" ? JSON.parse(u.data) : u.data) as WireData | null })).filter((u): u is { id: string; data: WireData } => Boolean(u.data && Object.keys(u.data).length));
  if (!updates.length) return [];
  const delegate = delegateOf(tx, model);
  const current = new Map((await delegate.findMany({ where: { churchId, id: { in: updates.map((u) => u.id) } } })).map((r) => [r.id as string, r]));
  const records = [];
  for (const u of updates) {
    const record = current.get(u.id);
    // A record deleted since the preview: nothing to change, nothing to restore.
    if (!record) continue;
    await delegate.updateMany({ where: { churchId, id: u.id }, data: { ...fromWire(u.data), updatedAt: now } });
    const after = Object.fromEntries(Object.keys(u.data).map((k) => [k, toWire(fromWire({ [k]: u.data[k]! })[k])]));
    records.push({ id: newId(), churchId, importId, model, recordId: u.id, before: { ...wireOf(record, Object.keys(u.data)), updatedAt: toWire(record.updatedAt) }, after });
  }
  return records;
}

/** One batch: the records it creates (parents first: students link them), then the ones it changes. */
async function applyRows(tx: Tx, churchId: string, importId: string, now: Date, rowNumbers: number[]) {
  for (const model of MODELS) await insertCreated(tx, model, importId, churchId, now, rowNumbers);
  const records = [];
  for (const model of MODELS) records.push(...(await update(tx, model, churchId, importId, now, rowNumbers)));
  await bulkInsert(tx, "StudentImportRecord", RECORD_COLUMNS, records);
}

/**
 * The job's import step, while the import is IMPORTING: batch after batch of rows not yet applied
 * (new and updated ones), each claimed and written in one transaction with the progress; then
 * IMPORTED. `stopping` is asked between batches (SIGTERM): the batch under way always finishes.
 */
export async function applyStudentImport(churchId: string, importId: string, options: { batchRows?: number; stopping?: () => boolean } = {}) {
  const { batchRows = IMPORT_BATCH_ROWS, stopping = () => false } = options;
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId, status: "IMPORTING" }, select: { id: true } });
  if (!batch) return "skipped";
  for (;;) {
    const done = await db.$transaction(
      async (tx) => {
        const now = new Date();
        // The claim: rows another run stamped first are not taken again.
        const claimed = await tx.$queryRawUnsafe<{ rowNumber: number }[]>(
          `UPDATE "StudentImportRow" SET "appliedAt" = $3::timestamp(3)
           WHERE "importId" = $1 AND "churchId" = $2 AND "appliedAt" IS NULL AND "rowNumber" IN (
             SELECT "rowNumber" FROM "StudentImportRow" WHERE "importId" = $1 AND "churchId" = $2 AND "appliedAt" IS NULL AND "outcome" IN ('NEW', 'UPDATED')
             ORDER BY "rowNumber" LIMIT $4)
           RETURNING "rowNumber"`,
          importId,
          churchId,
          now.toISOString(),
          batchRows,
        );
        if (!claimed.length) return true;
        await applyRows(tx, churchId, importId, now, claimed.map((r) => r.rowNumber));
        await tx.studentImport.updateMany({ where: { id: importId, churchId, status: "IMPORTING" }, data: { rowsDone: { increment: claimed.length } } });
        return false;
      },
      { timeout: 120_000 },
    );
    if (done) break;
    if (stopping()) throw new ImportStopped();
  }
  await db.studentImport.updateMany({ where: { id: importId, churchId, status: "IMPORTING" }, data: { status: "IMPORTED", importedAt: new Date(), message: null } });
  return "imported";
}
