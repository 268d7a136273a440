import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "./plain-field";

// The parts without Conform live in plain-field.tsx (pages that carry no form library use them too).
export { FieldErrors, Spinner, SubmitButton } from "./plain-field";

type FieldProps = {
  label: string;
  meta: FieldMetadata<string | undefined>;
  type?: "text" | "email" | "password" | "search" | "url" | "tel";
  autoComplete?: string;
  hint?: string;
  autoFocus?: boolean;
};

/** A labelled input bound to a Conform field, with its errors announced to screen readers. */
export function Field({ label, meta, type = "text", autoComplete, hint, autoFocus }: FieldProps) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...getInputProps(meta, { type })} key={meta.key} className="input" autoComplete={autoComplete} autoFocus={autoFocus} />
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
