import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/forms/field";
import { AGE_GROUPS, DONATION_METHODS } from "~/modules/website/member-form";

type Meta = FieldMetadata<string | boolean | undefined>;

export function TextField({ label, meta, type = "text", autoComplete }: { label: string; meta: Meta; type?: "text" | "email" | "tel" | "date"; autoComplete?: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...getInputProps(meta as FieldMetadata<string>, { type })} key={meta.key} className="input" autoComplete={autoComplete} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckField({ label, meta }: { label: string; meta: Meta }) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input {...getInputProps(meta as FieldMetadata<boolean>, { type: "checkbox" })} key={meta.key} />
        {label}
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function DonationField({ meta }: { meta: Meta }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        How would you like to donate to the parish
      </label>
      <select {...getSelectProps(meta as FieldMetadata<string>)} key={meta.key} className="input">
        <option value="">Select a method...</option>
        {DONATION_METHODS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function AgeGroupField({ meta }: { meta: Meta }) {
  return (
    <fieldset>
      <legend className="label">Age Group</legend>
      <div className="flex gap-4" key={meta.key}>
        {AGE_GROUPS.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input {...getInputProps(meta as FieldMetadata<string>, { type: "radio", value: o.value })} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
