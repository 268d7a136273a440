// The web process's part of a documents import: the upload checked and stored, the import created
// (QUEUED) and its job enqueued. The worker does the rest (run-document-import.server.ts).
import { documentImportJob } from "~/jobs/document-import";
import { enqueue } from "~/jobs/enqueue.server";
import { storeFile } from "~/modules/files/store-file.server";
import type { StudentDocumentKind } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import { MB, type FileRule, type UploadedFile } from "~/utils/upload.server";
import { declaredProblem, zipDirectory, zipEntries } from "~/utils/zip.server";
import { DOCUMENT_IMPORT_KINDS, DOCUMENT_IMPORT_LIMITS, DOCUMENT_IMPORT_MESSAGES, isIgnoredEntry, isPdfName, ZIP_LIMITS, zipProblemMessage } from "./document-import-options";

/** The upload: a zip by content (the sniffer names any zip "xlsx", PK\x03\x04), up to 200 MB. */
export const DOCUMENT_IMPORT_RULE: FileRule = {
  maxBytes: DOCUMENT_IMPORT_LIMITS.maxZipMb * MB,
  kinds: ["xlsx"],
  messages: { type: DOCUMENT_IMPORT_MESSAGES.notZip, size: DOCUMENT_IMPORT_MESSAGES.tooLarge, invalid: DOCUMENT_IMPORT_MESSAGES.notZip },
};

/** What the zip's directory tells at once: no zip, too many entries or bytes declared, or no .pdf entry. Null when it may go on. */
export function directoryProblem(directory: Buffer | null): string | null {
  if (!directory) return DOCUMENT_IMPORT_MESSAGES.notZip;
  const problem = declaredProblem(directory, ZIP_LIMITS);
  if (problem) return zipProblemMessage(problem);
  if (!zipEntries(directory)!.some((e) => !isIgnoredEntry(e.name) && isPdfName(e.name))) return DOCUMENT_IMPORT_MESSAGES.noPdf;
  return null;
}

const refuse = (message: string) => new AppError("INVALID", message, { zip: [message] });

/** Stores the checked zip, creates the import and starts its job. */
export async function uploadDocumentImport(input: { churchId: string; userId: string; kind: StudentDocumentKind; file: UploadedFile }) {
  const { churchId, kind } = input;
  if (!DOCUMENT_IMPORT_KINDS.some((k) => k.value === kind)) throw new AppError("INVALID", DOCUMENT_IMPORT_MESSAGES.kindRequired, { kind: [DOCUMENT_IMPORT_MESSAGES.kindRequired] });
  const problem = directoryProblem(await zipDirectory(input.file.tmpPath));
  if (problem) throw refuse(problem);
  const batch = await removeStoredIfFails(async () => {
    const file = await storeFile({ churchId, owner: { kind: "document-import", ownerType: "DocumentImport" }, file: { ...input.file, contentType: "application/zip" }, createdById: input.userId });
    const created = await db.documentImport.create({ data: { churchId, fileId: file.id, filename: input.file.filename, kind, createdById: input.userId }, select: { id: true } });
    await db.storedFile.updateMany({ where: { id: file.id, churchId }, data: { ownerId: created.id } });
    return created;
  });
  await startDocumentImport(churchId, batch.id);
  return batch;
}

/** Enqueues the import's job; a failed enqueue is only logged: the import stays Queued, and its page offers Try again after a minute. */
export async function startDocumentImport(churchId: string, importId: string) {
  await enqueue(documentImportJob, { churchId, importId }, { singletonKey: importId }).catch((error) => console.error("document import: enqueue failed", error));
}
