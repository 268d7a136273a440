import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { DOCUMENT_IMPORT_MESSAGES } from "./document-import-options";
import { startDocumentImport } from "./upload-document-import.server";

/** How long a Queued import waits before its page offers Try again (its job may have been lost at enqueue). */
export const STALE_QUEUED_MS = 60_000;

/**
 * Starts the job again: an import that failed (its job out of retries) goes back to Queued, one
 * still Queued a minute after it was uploaded is enqueued again (the queue drops a second job of the
 * same import). The job skips the files already done.
 */
export async function retryDocumentImport(churchId: string, importId: string) {
  const batch = await db.documentImport.findFirst({ where: { id: importId, churchId }, select: { status: true } });
  if (!batch) throw notFound();
  if (batch.status === "FAILED") {
    const moved = await db.documentImport.updateMany({ where: { id: importId, churchId, status: "FAILED" }, data: { status: "QUEUED", message: null } });
    if (moved.count !== 1) throw new AppError("CONFLICT", DOCUMENT_IMPORT_MESSAGES.notReady);
  } else if (batch.status !== "QUEUED") throw new AppError("CONFLICT", DOCUMENT_IMPORT_MESSAGES.notReady);
  await startDocumentImport(churchId, importId);
}
