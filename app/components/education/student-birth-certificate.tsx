import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldErrors } from "~/components/forms/field";
import { BIRTH_CERTIFICATE_MAX_MB, DOCUMENT_LABEL } from "~/modules/education/options";
import type { StoredDocument } from "./document-card";
import { pdfProblem, withoutClutter } from "./pdf-check";

/**
 * Edit Student's birth certificate: the existing document with a Change button, or a drop area.
 * Change swaps the card for the drop area (a link to ?change=birthCertificate without JavaScript);
 * the stored certificate is replaced only when a new file is saved.
 */
export function BirthCertificateField({
  existing,
  changing: startChanging,
  changeHref,
  keepHref,
  serverError,
}: {
  existing: StoredDocument | null;
  changing: boolean;
  changeHref: string;
  keepHref: string;
  serverError: string | null;
}) {
  const [changing, setChanging] = useState(startChanging || !existing);
  const [error, setError] = useState(serverError);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setError(serverError), [serverError]);
  useEffect(() => setChanging(startChanging || !existing), [startChanging, existing]);

  const check = async () => {
    const file = input.current?.files?.[0];
    // The browser's mirror of BIRTH_CERTIFICATE_RULE, with the same messages; the server decides.
    const message = file ? await pdfProblem([file], { maxMb: BIRTH_CERTIFICATE_MAX_MB }) : null;
    setError(message);
    if (message && input.current) input.current.value = "";
  };

  if (existing && !changing) {
    return (
      <div>
        <p className="label">{DOCUMENT_LABEL.BIRTH_CERTIFICATE}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="truncate text-sm text-slate-700">{existing.filename}</p>
          <div className="flex gap-2">
            <a href={`/files/${existing.fileId}?view=1`} target="_blank" rel="noreferrer" className="btn-secondary btn-small">
              View
            </a>
            <a href={`/files/${existing.fileId}`} download={existing.filename} className="btn-secondary btn-small">
              Download
            </a>
            <Link
              to={changeHref}
              className="btn-secondary btn-small"
              onClick={(event) => {
                event.preventDefault();
                setChanging(true);
              }}
            >
              Change
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div>
      <label
        htmlFor="birthCertificate"
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed px-4 py-6 text-center text-sm ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const files = withoutClutter(event.dataTransfer.files);
          if (!input.current || files.length === 0) return;
          const list = new DataTransfer();
          list.items.add(files[0]);
          input.current.files = list.files;
          void check();
        }}
      >
        <span className="font-medium text-slate-900">{DOCUMENT_LABEL.BIRTH_CERTIFICATE}</span>
        <span className="text-slate-600">Drop the PDF here or choose a file</span>
        <input
          ref={input}
          id="birthCertificate"
          name="birthCertificate"
          type="file"
          accept=".pdf,application/pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby="birthCertificate-hint"
          className="text-sm"
          onChange={() => void check()}
        />
        <span id="birthCertificate-hint" className="text-xs text-slate-500">
          PDF only, up to {BIRTH_CERTIFICATE_MAX_MB}MB.
        </span>
      </label>
      <FieldErrors errors={error ? [error] : undefined} />
      {existing ? (
        <Link
          to={keepHref}
          className="mt-1 inline-block text-sm underline"
          onClick={(event) => {
            event.preventDefault();
            setChanging(false);
          }}
        >
          Keep the current certificate
        </Link>
      ) : null}
    </div>
  );
}
