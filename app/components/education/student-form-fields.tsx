import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/forms/field";

type Meta = FieldMetadata<string | undefined>;

function Label({ meta, label, note }: { meta: Meta; label: string; note?: string }) {
  return (
    <label htmlFor={meta.id} className="label">
      {label}
      {note ? <span className="ml-1 font-normal text-slate-500">{note}</span> : null}
    </label>
  );
}

/** A labelled <select> bound to a Conform field; `note` says when the field applies (shown without JavaScript). */
export function SelectField({ meta, label, options, emptyLabel = "Select", note }: { meta: Meta; label: string; options: readonly { value: string; label: string }[]; emptyLabel?: string | null; note?: string }) {
  return (
    <div>
      <Label meta={meta} label={label} note={note} />
      <select {...getSelectProps(meta)} key={meta.key} className="input">
        {emptyLabel !== null ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextField({ meta, label, type = "text", note, autoComplete }: { meta: Meta; label: string; type?: "text" | "email" | "date"; note?: string; autoComplete?: string }) {
  return (
    <div>
      <Label meta={meta} label={label} note={note} />
      <input {...getInputProps(meta, { type })} key={meta.key} className="input" autoComplete={autoComplete} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({ meta, label }: { meta: Meta; label: string }) {
  return (
    <div>
      <Label meta={meta} label={label} />
      <textarea {...getTextareaProps(meta)} key={meta.key} rows={4} className="input" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
