import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { FieldErrors } from "~/components/forms/field";
import { DocumentCard, type StoredDocument } from "./document-card";
import { pdfProblem, withoutClutter } from "./pdf-check";

/** When a field applies, said next to it while the page runs without JavaScript (all fields are shown then). */
export function AppliesNote({ show, children }: { show: boolean; children: React.ReactNode }) {
  return show ? <p className="mt-1 text-xs text-slate-500">{children}</p> : null;
}

export function SectionTitle({ title, note }: { title: string; note: string | null }) {
  return (
    <div className="sm:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}

type Meta = FieldMetadata<string | number | boolean | undefined>;

export function SelectField({ label, meta, options, empty, note }: { label: string; meta: Meta; options: readonly { value: string | number; label: string }[]; empty?: string; note?: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className="input">
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {note}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function InputField({ label, meta, type = "text", note }: { label: string; meta: Meta; type?: "text" | "date" | "time"; note?: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} key={meta.key} className="input" />
      {note}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function YesNoField({ legend, meta }: { legend: string; meta: Meta }) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="flex gap-4" key={meta.key}>
        {(["yes", "no"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name={meta.name} value={value} defaultChecked={meta.initialValue === value} />
            {value === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/**
 * An upload area: the stored document(s) on document cards, and a drop area for a new file when
 * there is none, when Change was chosen, or (several files) always. The inputs belong to the main
 * form through `form`, since the cards' delete dialogs are forms of their own.
 */
export function UploadArea({
  formId,
  field,
  label,
  documents,
  changing,
  changeHref,
  cancelHref,
  rule,
  error,
  onProblem,
  note,
}: {
  formId: string;
  field: string;
  label: string;
  documents: StoredDocument[];
  changing: boolean;
  changeHref: string;
  cancelHref: string;
  rule: { maxMb: number; maxFiles?: number };
  error?: string | null;
  onProblem: (field: string, problem: string | null) => void;
  note?: React.ReactNode;
}) {
  const multiple = rule.maxFiles !== undefined;
  const showDrop = multiple || changing || documents.length === 0;
  const inputId = `${formId}-${field}`;
  const input = useRef<HTMLInputElement>(null);
  const report = useRef(onProblem);
  useEffect(() => {
    report.current = onProblem;
  });
  // A hidden area's input is gone with its file: its problem goes too.
  useEffect(() => () => report.current(field, null), [field]);
  const check = async (files: File[]) => report.current(field, await pdfProblem(files, rule));
  // Files dropped anywhere on the area go into its input (the system's clutter files left out).
  const drop = (event: React.DragEvent) => {
    event.preventDefault();
    if (!input.current) return;
    const chosen = new DataTransfer();
    const files = withoutClutter(event.dataTransfer.files);
    for (const file of multiple ? files : files.slice(0, 1)) chosen.items.add(file);
    input.current.files = chosen.files;
    void check([...chosen.files]);
  };
  return (
    <div className="flex flex-col gap-2">
      {multiple || documents.length === 0 ? <p className="text-sm font-medium text-slate-700">{label}</p> : null}
      {documents.map((document) => (
        <DocumentCard
          key={document.id}
          label={label}
          document={document}
          deleteFields={{ documentId: document.id }}
          cancelHref={cancelHref}
          changeHref={multiple || changing ? undefined : changeHref}
        />
      ))}
      {showDrop ? (
        <label htmlFor={inputId} onDragOver={(event) => event.preventDefault()} onDrop={drop} className="flex cursor-pointer flex-col gap-2 rounded-md border-2 border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-600 hover:border-brand-600">
          <span>
            {documents.length && !multiple ? `Choose a new ${label} (replaces the current one)` : multiple ? `Drop or choose ${label} (PDF)` : `Drop or choose the ${label} (PDF)`}
          </span>
          <input
            id={inputId}
            name={field}
            form={formId}
            type="file"
            accept=".pdf,application/pdf"
            multiple={multiple}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint`}
            className="text-sm"
            ref={input}
            onChange={(event) => void check([...(event.currentTarget.files ?? [])])}
          />
          <span id={`${inputId}-hint`} className="text-xs text-slate-500">
            PDF only, up to {rule.maxMb}MB{multiple ? ` in all, at most ${rule.maxFiles} files` : ""}.
          </span>
        </label>
      ) : null}
      {note}
      <FieldErrors errors={error ? [error] : undefined} />
    </div>
  );
}
