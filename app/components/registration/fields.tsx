import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useRef } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ErrorLine, idOf, Spinner } from "~/components/forms/plain-field";

// The public registration's form parts (/{publicId}/re/*): plain inputs whose values come from the
// draft (what was typed is stored at every POST) and whose errors are codes the page translates.
// Phone first: one column, big touch targets; every control labelled, errors tied with aria-describedby.
// Text inputs, the spinner and the error line are the parent-facing pages' shared ones (forms/plain-field).

export const LAYOUT_ROUTE = "routes/$churchAndYearId.re";

export type StepName = "family" | "children" | "classes" | "permissions" | "review";

/** The layout's data the steps use (see $churchAndYearId.re.tsx). */
export type RegistrationLayoutData = {
  state: "open";
  locale: "en" | "es";
  churchName: string;
  yearName: string;
  publicId: string;
  steps: StepName[];
};

export const useRegistrationLayout = () => useRouteLoaderData(LAYOUT_ROUTE) as RegistrationLayoutData;

/** An error code of the schemas ("required", "tooLong:50") in the page's language. */
export function errorText(t: TFunction<"registration">, code: string | undefined) {
  if (!code) return undefined;
  const [key, max] = code.split(":");
  if (key === "tooLong") return t("errors.tooLong", { max: Number(max) });
  const known = ["required", "email", "phone", "date", "future", "choose", "agree", "noChildren", "tooManyChildren", "tooMany", "badClass"] as const;
  return (known as readonly string[]).includes(key) ? t(`errors.${key as (typeof known)[number]}`) : t("errors.invalid");
}

/** The errors of the last POST, translated: err("children[0].firstname"). */
export function useFieldErrors() {
  const { t } = useTranslation("registration");
  const action = useActionData() as { errors?: Record<string, string> } | undefined;
  const errors = action?.errors ?? {};
  return { any: Object.keys(errors).length > 0, err: (name: string) => errorText(t, errors[name]) };
}

export function SelectInput({ name, label, value, error, options, placeholder }: { name: string; label: string; value: string; error?: string; options: { value: string; label: string }[]; placeholder: string }) {
  const id = idOf(name);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="input min-h-11" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} aria-required>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorLine id={`${id}-error`} text={error} />
    </div>
  );
}

/** Radio buttons in a fieldset (its legend is the question); `inline` for short answers such as Yes / No. */
export function RadioGroup({
  name,
  legend,
  value,
  error,
  options,
  inline = false,
}: {
  name: string;
  legend: React.ReactNode;
  value: string;
  error?: string;
  options: { value: string; label: React.ReactNode }[];
  inline?: boolean;
}) {
  const id = idOf(name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="label">{legend}</legend>
      <div className={inline ? "flex flex-wrap gap-2" : "flex flex-col gap-2"}>
        {options.map((o) => (
          <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
            <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} className="h-5 w-5 shrink-0" />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <ErrorLine id={`${id}-error`} text={error} />
    </fieldset>
  );
}

/** "Step 2 of 5: Children", and the steps as a list (the current one marked). */
export function StepHeader({ step, title }: { step: StepName; title: string }) {
  const { t } = useTranslation("registration");
  const { steps } = useRegistrationLayout();
  const n = steps.indexOf(step) + 1;
  return (
    <div className="mb-4">
      <p className="text-sm font-medium text-slate-600">{t("steps.progress", { n, total: steps.length })}</p>
      <ol aria-label={t("steps.label")} className="mt-2 flex gap-1">
        {steps.map((s, i) => (
          <li key={s} aria-current={s === step ? "step" : undefined} className={`h-2 flex-1 rounded-full ${i < n ? "bg-blue-700" : "bg-slate-300"}`}>
            <span className="sr-only">{t(`steps.${s}`)}</span>
          </li>
        ))}
      </ol>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
    </div>
  );
}

/** A form-level message when the last POST found problems (announced). */
export function ErrorSummary({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
      {text}
    </p>
  );
}

/**
 * A step's form: the draft's token as a hidden field, the page's fields, then Back and Next (Next
 * first in the source: Enter in a field goes on). Remounted when the page's data changes (a redirect
 * back to the same step after a child was added or removed), not after a refused POST (the fields
 * keep what was typed).
 */
export function StepForm({ token, children, back = true, next }: { token: string; children: React.ReactNode; back?: boolean; next?: string }) {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const data = useLoaderData();
  const version = useRef({ data, n: 0 });
  if (version.current.data !== data) version.current = { data, n: version.current.n + 1 };
  return (
    <Form method="post" key={version.current.n} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="d" value={token} />
      {/* Enter in a field goes on: the first submit button is the default one, and the list buttons below are submit buttons too. */}
      <button type="submit" name="intent" value="next" tabIndex={-1} aria-hidden="true" className="sr-only">
        {next ?? t("actions.next")}
      </button>
      {children}
      <div className="mt-2 flex flex-row-reverse flex-wrap items-center justify-between gap-3">
        <button type="submit" name="intent" value="next" className="btn min-h-11 px-6" disabled={sending}>
          {sending && navigation.formData?.get("intent") === "next" ? <Spinner /> : null}
          {next ?? t("actions.next")}
        </button>
        {back ? (
          <button type="submit" name="intent" value="back" className="btn-secondary min-h-11" formNoValidate>
            {t("actions.back")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** A step's title in the page's language, from the layout's data (meta functions). */
export function stepTitle(matches: { id: string; data: unknown }[], key: string) {
  const layout = matches.find((m) => m.id === LAYOUT_ROUTE)?.data as { titles?: Record<string, string>; churchName?: string } | undefined;
  const title = layout?.titles?.[key] ?? "";
  return [{ title: layout?.churchName ? `${title} | ${layout.churchName}` : title }];
}
