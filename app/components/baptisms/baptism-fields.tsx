import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field, FieldErrors } from "~/components/forms/field";

type Party = { firstname?: string; middlename?: string; lastname?: string };

/** A party's first, middle and last name (mother, father, a godparent, the witness), grouped under its name. */
export function PartyFields({ legend, meta, children }: { legend: string; meta: FieldMetadata<Party | undefined>; children?: React.ReactNode }) {
  const fields = meta.getFieldset();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full items-center justify-between gap-2 text-sm font-semibold text-slate-800">
        {legend}
        {children}
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="First Name" meta={fields.firstname} autoComplete="off" />
        <Field label="Middle Name" meta={fields.middlename} autoComplete="off" />
        <Field label="Last Name" meta={fields.lastname} autoComplete="off" />
      </div>
    </fieldset>
  );
}

/** A checkbox bound to the form (also from outside it, through its `form` attribute). */
export function CheckboxField({ label, meta, hint }: { label: string; meta: FieldMetadata<boolean | undefined>; hint?: string }) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input {...getInputProps(meta, { type: "checkbox" })} key={meta.key} className="h-4 w-4" />
        {label}
      </label>
      {hint ? <p className="ml-6 text-xs text-slate-500">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SectionCard({ title, children, note }: { title: string; children: React.ReactNode; note?: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {note}
      </div>
      {children}
    </section>
  );
}
