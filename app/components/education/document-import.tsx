import { Form, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { JobProgress } from "~/components/ui/job-progress";
import { DOCUMENT_IMPORT_KINDS, DOCUMENT_IMPORT_LIMITS } from "~/modules/education/imports/document-import-options";
import type { DocumentImportStatus } from "~/generated/prisma/enums";
import { groupDigits } from "~/utils/en-us";

export const DOCUMENT_IMPORT_STATUS_LABEL: Record<DocumentImportStatus, string> = {
  QUEUED: "Queued",
  RUNNING: "Importing",
  DONE: "Done",
  REFUSED: "Refused",
  FAILED: "Failed",
};

export const DOCUMENT_IMPORT_IN_PROGRESS: DocumentImportStatus[] = ["QUEUED", "RUNNING"];

export function DocumentImportStatusBadge({ status }: { status: DocumentImportStatus }) {
  const tone = status === "REFUSED" || status === "FAILED" ? "bg-red-100 text-red-900" : status === "DONE" ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{DOCUMENT_IMPORT_STATUS_LABEL[status]}</span>;
}

/** The worker at work on the zip: the shared progress view, counting files once it has started. */
export function DocumentImportProgress({ status, done, total }: { status: DocumentImportStatus; done: number; total: number }) {
  const what = status === "QUEUED" ? "Waiting for its turn…" : "Attaching the documents…";
  return <JobProgress what={what} counted={status === "RUNNING" && total > 0} done={done} total={total} unit="files" />;
}

const MB_LIMIT = `${DOCUMENT_IMPORT_LIMITS.maxZipMb}MB`;

/** The upload of a .zip of PDFs, all of one document type (posts intent=documents to the imports page). */
export function DocumentImportForm({ errors, kindErrors, defaultKind }: { errors?: string[]; kindErrors?: string[]; defaultKind?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "documents";
  return (
    <Form method="post" encType="multipart/form-data" className="card flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Import documents</h2>
      <p className="text-sm text-slate-700">
        Upload one .zip file of PDFs, one PDF a student, all of the same document type: each is attached to its student. You then see which files were attached, which
        matched no student, and which were refused.
      </p>
      <input type="hidden" name="intent" value="documents" />
      <div>
        <label htmlFor="document-kind" className="label">
          Document type
        </label>
        <select id="document-kind" name="kind" required defaultValue={defaultKind ?? ""} className="input" aria-invalid={kindErrors ? true : undefined} aria-describedby={kindErrors ? "document-kind-error" : undefined}>
          <option value="" disabled>
            Choose a document type
          </option>
          {DOCUMENT_IMPORT_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        <FieldErrors id="document-kind-error" errors={kindErrors} />
      </div>
      <div>
        <label htmlFor="documents-zip" className="label">
          Zip file of PDFs
        </label>
        <input
          id="documents-zip"
          name="zip"
          type="file"
          required
          accept=".zip,application/zip,application/x-zip-compressed"
          aria-describedby="documents-zip-hint"
          aria-invalid={errors ? true : undefined}
          className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-700 hover:file:bg-slate-50"
        />
        <p id="documents-zip-hint" className="mt-1 text-xs text-slate-500">
          Name each PDF by the student's Alt ID (A-102.pdf) or 'Last, First' (Torres, Ana.pdf). A .zip up to {MB_LIMIT} with at most{" "}
          {groupDigits(DOCUMENT_IMPORT_LIMITS.maxEntries)} files, each PDF up to {DOCUMENT_IMPORT_LIMITS.maxPdfMb}MB. A student who already has a document of
          this type keeps it (Marriage Documents add up).
        </p>
        <FieldErrors errors={errors} />
      </div>
      <div>
        <SubmitButton pending={pending} pendingLabel="Uploading...">
          Upload documents
        </SubmitButton>
      </div>
    </Form>
  );
}
