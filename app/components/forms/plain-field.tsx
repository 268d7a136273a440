// Plain form parts of the parent-facing pages (public registration, parent sign-in, the portal):
// no form library in the browser (phones, slow networks); values and errors come from the server's
// answer, already in the page's language.

/** A small spinner in a button while its form is sent (the forms' own one brings Conform along). */
export function Spinner() {
  return <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
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

export function TextInput({ name, label, value, error: errors, type = "text", autoComplete, hint, required, maxLength, inputMode }: InputProps) {
  const id = idOf(name);
  const error = errorText(errors);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        className="input min-h-11"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-required={required || undefined}
        maxLength={maxLength}
        inputMode={inputMode}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={`${id}-error`} text={error} />
    </div>
  );
}

export function TextArea({ name, label, value, error: errors, hint, maxLength }: Omit<InputProps, "type" | "autoComplete" | "inputMode">) {
  const id = idOf(name);
  const error = errorText(errors);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea id={id} name={name} defaultValue={value ?? ""} rows={3} className="input" aria-invalid={error ? true : undefined} aria-describedby={described} maxLength={maxLength} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={`${id}-error`} text={error} />
    </div>
  );
}
