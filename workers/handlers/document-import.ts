import { documentImportJob } from "~/jobs/document-import";
import { markDocumentImportFailed, runDocumentImport } from "~/modules/education/imports/run-document-import.server";
import { jobError } from "./send-email";

/** A documents import; does nothing unless the import is Queued or Running, and skips the files already done. */
export async function handleDocumentImport(data: unknown, options: { stopping?: () => boolean } = {}) {
  const { churchId, importId } = documentImportJob.payload.parse(data);
  return runDocumentImport(churchId, importId, options);
}

export async function handleDeadDocumentImport(data: unknown, output?: unknown) {
  const { churchId, importId } = documentImportJob.payload.parse(data);
  await markDocumentImportFailed(churchId, importId, jobError(output));
}
