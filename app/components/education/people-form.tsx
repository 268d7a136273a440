import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Field, FieldErrors } from "~/components/forms/field";
import { MAX_DOCUMENT_FILES, SACRAMENTAL_DOC_MAX_MB } from "~/modules/education/options";
import { pdfProblem } from "./pdf-check";

type Meta = FieldMetadata<string | undefined>;

/** First, middle and last name, e-mail and cell phone: the fields every person of the area has. */
export function PersonFields({ fields }: { fields: Record<"firstname" | "middlename" | "lastname" | "email" | "cellPhone", Meta> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="First Name" meta={fields.firstname} autoComplete="off" />
        <Field label="Middle Name" meta={fields.middlename} autoComplete="off" />
        <Field label="Last Name" meta={fields.lastname} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" type="email" meta={fields.email} autoComplete="off" />
        <Field label="Cell Phone" type="tel" meta={fields.cellPhone} autoComplete="off" />
      </div>
    </>
  );
}

export function NotesField({ meta }: { meta: Meta }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        Notes
      </label>
      <textarea {...getTextareaProps(meta)} key={meta.key} rows={3} className="input" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Several PDFs at once (sponsor documents). */
export function PdfFilesInput({ name, label, serverError }: { name: string; label: string; serverError?: string | null }) {
  const [error, setError] = useState(serverError ?? null);
  useEffect(() => setError(serverError ?? null), [serverError]);
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="file"
        multiple
        accept=".pdf,application/pdf"
        className="text-sm text-slate-600 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-700 hover:file:bg-slate-50"
        aria-describedby={`${name}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={async (event) => {
          const input = event.currentTarget;
          // The browser's mirror of SPONSOR_DOCUMENTS_RULE, with the server's messages; the server decides.
          const message = await pdfProblem(Array.from(input.files ?? []), { maxMb: SACRAMENTAL_DOC_MAX_MB, maxFiles: MAX_DOCUMENT_FILES });
          setError(message);
          if (message) input.value = "";
        }}
      />
      <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
        PDF only; up to {MAX_DOCUMENT_FILES} files, {SACRAMENTAL_DOC_MAX_MB}MB together.
      </p>
      <FieldErrors errors={error ? [error] : undefined} />
    </div>
  );
}
