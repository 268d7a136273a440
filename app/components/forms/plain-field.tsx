// Form parts without a form library: the submit button, the spinner and error lists every form uses
// (forms/field.tsx adds the Conform-bound field), and the plain inputs of the parent-facing pages
// (public registration, parent sign-in, the portal), whose values and errors come from the server's
// answer, already in the page's language (phones, slow networks: no form library in the browser).

/** A small spinner in a button while its form is sent. */
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
  name,
  value,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingLabel?: string;
  className?: string;
  /** The id of the form it submits, when it stands outside that form. */
  form?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button type="submit" form={form} name={name} value={value} className={`btn ${className}`} disabled={pending}>
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A field's errors, announced to screen readers (the input points at them with aria-describedby). */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error" role="alert">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

export const idOf = (name: string) => name.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, "");

const errorText = (errors: string | string[] | null | undefined) => (Array.isArray(errors) ? errors.join(" ") : errors) || undefined;

export function ErrorLine({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="field-error mt-1">
      {text}
    </p>
  );
}

export type InputProps = {
  name: string;
  label: string;
  value: string | null | undefined;
  /** The field's error, in the page's language (several are joined). */
  error?: string | string[] | null;
  type?: "text" | "email" | "tel" | "date";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: "text" | "email" | "tel" | "numeric";
};

/** The label, hint and error around a plain input; `describedBy` names the hint and the error for the input. */
function Frame({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: (describedBy: string | undefined) => React.ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={`${id}-error`} text={error} />
    </div>
  );
}

export function TextInput({ name, label, value, error: errors, type = "text", autoComplete, hint, required, maxLength, inputMode }: InputProps) {
  const id = idOf(name);
  const error = errorText(errors);
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value ?? ""}
          className="input min-h-11"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          maxLength={maxLength}
          inputMode={inputMode}
        />
      )}
    </Frame>
  );
}

export function TextArea({ name, label, value, error: errors, hint, maxLength }: Omit<InputProps, "type" | "autoComplete" | "inputMode">) {
  const id = idOf(name);
  const error = errorText(errors);
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea id={id} name={name} defaultValue={value ?? ""} rows={3} className="input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} maxLength={maxLength} />
      )}
    </Frame>
  );
}
