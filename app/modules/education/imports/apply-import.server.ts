// Import (a job): applies exactly the verified plan, in batches of rows, each batch one transaction
// that claims its rows (stamping them), inserts the records they create straight from the stored
// plans, updates the records they change and keeps those records' values before. A second run
// skips the rows already applied.
import { Prisma } from "~/generated/prisma/client";
import { bulkInsert } from "~/utils/bulk-insert.server";
import { db, type Tx } from "~/utils/db.server";
import { fromWire, newId, toWire, wireOf, type WireData } from "./plan";
import { insertCreated, plannedSql, type ImportModel } from "./tables.server";

export const IMPORT_BATCH_ROWS = 5000;

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
async function update(tx: Tx, model: ImportModel, churchId: string, importId: string, now: Date, rows: Rows) {
  const where = Prisma.sql`r."changesExisting" AND r."rowNumber" > ${rows.from} AND r."rowNumber" <= ${rows.to}`;
  const planned = await tx.$queryRaw<{ id: string; data: WireData | string | null }[]>(plannedSql(model, false, { importId, churchId, where }));
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

type Rows = { from: number; to: number };

/** One batch (the rows after `from` up to `to`): the records it creates (parents first: students link them), then the ones it changes. */
async function applyRows(tx: Tx, churchId: string, importId: string, now: Date, rows: Rows) {
  for (const model of MODELS) await insertCreated(tx, model, importId, churchId, now, rows);
  const records = [];
  for (const model of MODELS) records.push(...(await update(tx, model, churchId, importId, now, rows)));
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
        // The claim: the import's row is locked and its cursor moved in this transaction; another run waits, then goes on after it.
        const [cursor] = await tx.$queryRaw<{ appliedThroughRow: number }[]>`
          SELECT "appliedThroughRow" FROM "StudentImport" WHERE "id" = ${importId} AND "churchId" = ${churchId} AND "status" = 'IMPORTING' FOR UPDATE`;
        if (!cursor) return true;
        const next = await tx.studentImportRow.findMany({
          where: { importId, churchId, rowNumber: { gt: cursor.appliedThroughRow }, outcome: { in: ["NEW", "UPDATED"] } },
          orderBy: { rowNumber: "asc" },
          take: batchRows,
          select: { rowNumber: true },
        });
        if (!next.length) return true;
        const rows = { from: cursor.appliedThroughRow, to: next.at(-1)!.rowNumber };
        await applyRows(tx, churchId, importId, new Date(), rows);
        await tx.studentImport.updateMany({ where: { id: importId, churchId }, data: { appliedThroughRow: rows.to, rowsDone: { increment: next.length } } });
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
