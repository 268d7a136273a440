import type { ImportRowOutcome } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { pageOf } from "~/utils/paging";
import { fullName } from "~/modules/education/names";
import { OUTCOMES } from "./columns";
import type { CellError, Change } from "./plan";

export const PREVIEW_PAGE_SIZE = 50;
export const readOutcome = (params: URLSearchParams) => OUTCOMES.find((o) => o.value === params.get("show"))?.value ?? null;

/** One import with a page of its preview rows (all, or one outcome). */
export async function getStudentImport(churchId: string, importId: string, filter: { outcome: ImportRowOutcome | null; page: number }) {
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId } });
  if (!batch) throw notFound();
  const where = { importId, churchId, ...(filter.outcome ? { outcome: filter.outcome } : {}) };
  const total = await db.studentImportRow.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, filter.page, PREVIEW_PAGE_SIZE);
  const [rows, users] = await Promise.all([
    db.studentImportRow.findMany({ where, orderBy: { rowNumber: "asc" }, skip, take, select: { rowNumber: true, outcome: true, name: true, details: true } }),
    db.user.findMany({ where: { churchId, id: { in: [batch.createdById, batch.importedById, batch.rolledBackById].filter((id): id is string => Boolean(id)) } }, select: { id: true, firstname: true, lastname: true } }),
  ]);
  const nameOf = (id: string | null) => (id ? (users.find((u) => u.id === id) ? fullName(users.find((u) => u.id === id)!) : "—") : null);
  return {
    batch: {
      id: batch.id,
      filename: batch.filename,
      status: batch.status,
      message: batch.message,
      headers: batch.headers,
      mapping: batch.mapping,
      rowsTotal: batch.rowsTotal,
      rowsDone: batch.rowsDone,
      toImport: batch.newCount + batch.updatedCount,
      counts: { NEW: batch.newCount, UPDATED: batch.updatedCount, UNCHANGED: batch.unchangedCount, ERROR: batch.errorCount },
      createdAt: batch.createdAt,
      createdBy: nameOf(batch.createdById),
      importedAt: batch.importedAt,
      importedBy: nameOf(batch.importedById),
      rolledBackAt: batch.rolledBackAt,
      rolledBackBy: nameOf(batch.rolledBackById),
    },
    rows: rows.map((r) => ({ ...r, errors: r.outcome === "ERROR" ? (r.details as CellError[]) : [], changes: r.outcome === "ERROR" ? [] : (r.details as Change[]) })),
    total,
    page,
    pageCount,
  };
}
