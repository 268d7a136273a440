import { getInputProps, type FieldMetadata } from "@conform-to/react";

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

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error" role="alert">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

export function Spinner() {
  return <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}

/** A form's submit button: disabled with a spinner (and optionally another label) while the form is sent. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className = "",
  form,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingLabel?: string;
  className?: string;
  /** The id of the form it submits, when it stands outside that form. */
  form?: string;
}) {
  return (
    <button type="submit" form={form} className={`btn ${className}`} disabled={pending}>
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
