// Import (a job): applies exactly the verified plan, in batches of rows, each batch one transaction
// that claims its rows, writes them and records every record it created or changed with its
// values before. A second run skips the rows already applied.
import type { Prisma } from "~/generated/prisma/client";
import { db, type Tx } from "~/utils/db.server";
import { fromWire, toWire, wireOf, type RowPlan, type WireData } from "./plan";

export const IMPORT_BATCH_ROWS = 1000;

/** Thrown between batches when the worker is stopping: the job is retried and goes on where this one stopped. */
export class ImportStopped extends Error {
  constructor() {
    super("the worker is stopping; the import goes on from the next batch");
  }
}

type Written = { model: "STUDENT" | "PARENT" | "REGISTRATION"; recordId: string; created: boolean; before: WireData | null; after: WireData };

type Delegate = {
  createMany(args: { data: Record<string, unknown>[] }): Promise<unknown>;
  findMany(args: { where: { churchId: string; id: { in: string[] } } }): Promise<Record<string, unknown>[]>;
  updateMany(args: { where: { churchId: string; id: string }; data: Record<string, unknown> }): Promise<{ count: number }>;
};

/** Creates and updates one model's records of a batch; answers what it wrote, with the values before. */
async function write(delegate: Delegate, model: Written["model"], churchId: string, now: Date, items: { id: string; create: boolean; data: WireData }[]) {
  const written: Written[] = [];
  const creates = items.filter((i) => i.create);
  if (creates.length) {
    await delegate.createMany({ data: creates.map((c) => ({ ...fromWire(c.data), id: c.id, churchId, createdAt: now, updatedAt: now })) });
    for (const c of creates) written.push({ model, recordId: c.id, created: true, before: null, after: c.data });
  }
  const updates = items.filter((i) => !i.create && Object.keys(i.data).length);
  if (updates.length) {
    const current = new Map((await delegate.findMany({ where: { churchId, id: { in: updates.map((u) => u.id) } } })).map((r) => [r.id as string, r]));
    for (const u of updates) {
      const record = current.get(u.id);
      // A record deleted since the preview: nothing to change, nothing to restore.
      if (!record) continue;
      await delegate.updateMany({ where: { churchId, id: u.id }, data: { ...fromWire(u.data), updatedAt: now } });
      const after = Object.fromEntries(Object.keys(u.data).map((k) => [k, toWire(fromWire({ [k]: u.data[k]! })[k])]));
      written.push({ model, recordId: u.id, created: false, before: { ...wireOf(record, Object.keys(u.data)), updatedAt: toWire(record.updatedAt) }, after });
    }
  }
  return written;
}

/** One batch: parents first (students link them), then students, then registrations. */
async function applyRows(tx: Tx, churchId: string, importId: string, plans: RowPlan[]) {
  const now = new Date();
  const parents = plans.flatMap((p) => p.parents.filter((x) => x.data).map((x) => ({ id: x.id, create: x.create, data: x.data! })));
  const written = [
    ...(await write(tx.parent as unknown as Delegate, "PARENT", churchId, now, parents)),
    ...(await write(tx.student as unknown as Delegate, "STUDENT", churchId, now, plans.map((p) => p.student))),
    ...(await write(
      tx.registration as unknown as Delegate,
      "REGISTRATION",
      churchId,
      now,
      plans.flatMap((p) => (p.registration ? [{ ...p.registration, data: p.registration.create ? { ...p.registration.data, studentId: p.student.id } : p.registration.data }] : [])),
    )),
  ];
  if (written.length) {
    await tx.studentImportRecord.createMany({
      data: written.map((w) => ({ churchId, importId, model: w.model, recordId: w.recordId, created: w.created, before: (w.before ?? undefined) as Prisma.InputJsonValue | undefined, after: w.after, stamp: now })),
    });
  }
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
    const rows = await db.studentImportRow.findMany({
      where: { importId, churchId, applied: false, outcome: { in: ["NEW", "UPDATED"] } },
      orderBy: { rowNumber: "asc" },
      take: batchRows,
      select: { id: true, plan: true },
    });
    if (!rows.length) break;
    await db.$transaction(
      async (tx) => {
        // The claim: another run that took these rows first makes this one roll back.
        const claimed = await tx.studentImportRow.updateMany({ where: { id: { in: rows.map((r) => r.id) }, churchId, applied: false }, data: { applied: true } });
        if (claimed.count !== rows.length) throw new Error("student import: rows already applied by another run");
        await applyRows(tx, churchId, importId, rows.map((r) => r.plan as unknown as RowPlan));
        await tx.studentImport.updateMany({ where: { id: importId, churchId, status: "IMPORTING" }, data: { rowsDone: { increment: rows.length } } });
      },
      { timeout: 120_000 },
    );
    if (stopping()) throw new ImportStopped();
  }
  await db.studentImport.updateMany({ where: { id: importId, churchId, status: "IMPORTING" }, data: { status: "IMPORTED", importedAt: new Date(), message: null } });
  return "imported";
}
