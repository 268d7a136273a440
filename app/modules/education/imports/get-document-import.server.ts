import type { DocumentImportOutcome } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { pageOf } from "~/utils/paging";
import { fullName } from "~/modules/education/names";
import { DOCUMENT_LABEL } from "~/modules/education/options";
import { DOCUMENT_REPORT_PAGE_SIZE } from "./document-import-options";
import { STALE_QUEUED_MS } from "./retry-document-import.server";

/** One documents import with a page of its per-file report (all files, or one outcome), by entry name. */
export async function getDocumentImport(churchId: string, importId: string, filter: { outcome: DocumentImportOutcome | null; page: number }) {
  const batch = await db.documentImport.findFirst({ where: { id: importId, churchId } });
  if (!batch) throw notFound();
  const where = { importId, churchId, ...(filter.outcome ? { outcome: filter.outcome } : {}) };
  const total = await db.documentImportFile.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, filter.page, DOCUMENT_REPORT_PAGE_SIZE);
  const [rows, user] = await Promise.all([
    db.documentImportFile.findMany({ where, orderBy: { entryName: "asc" }, skip, take, select: { entryName: true, outcome: true, studentId: true, studentName: true, message: true } }),
    batch.createdById ? db.user.findFirst({ where: { id: batch.createdById, churchId }, select: { firstname: true, lastname: true } }) : null,
  ]);
  return {
    batch: {
      id: batch.id,
      filename: batch.filename,
      kind: batch.kind,
      kindLabel: DOCUMENT_LABEL[batch.kind],
      status: batch.status,
      message: batch.message,
      total: batch.total,
      done: batch.done,
      counts: { MATCHED: batch.matched, UNMATCHED: batch.unmatched, REFUSED: batch.refused },
      createdAt: batch.createdAt,
      createdBy: user ? fullName(user) : "—",
      finishedAt: batch.finishedAt,
      canRetry: batch.status === "FAILED" || (batch.status === "QUEUED" && Date.now() - batch.createdAt.getTime() > STALE_QUEUED_MS),
    },
    rows,
    total,
    page,
    pageCount,
  };
}
