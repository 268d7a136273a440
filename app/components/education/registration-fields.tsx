import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { YES_NO } from "~/modules/education/options";
import { SelectField } from "./student-form-fields";
import { yearLabel } from "./year-select";

type Meta = FieldMetadata<string | undefined>;

export type RegistrationFieldMetas = {
  schoolClassId: Meta;
  schoolYearId: Meta;
  tuition: Meta;
  paid: Meta;
  photographyPermission: Meta;
  safetyClassPermission: Meta;
  notes: Meta;
};

/** The fields of a registration shared by Add Registration and its edit page (the student picker is the caller's). */
export function RegistrationFields({
  fields,
  classes,
  years,
}: {
  fields: RegistrationFieldMetas;
  classes: { id: string; className: string }[];
  years: { id: string; yearName: string; isCurrent: boolean }[];
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField label="Class" meta={fields.schoolClassId} options={classes.map((c) => ({ value: c.id, label: c.className }))} emptyLabel="Choose a class" />
          {classes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">
              No classes yet. <Link to="/religious-education/classes/add">Add a class</Link>
            </p>
          ) : null}
        </div>
        <div>
          <SelectField label="School Year" meta={fields.schoolYearId} options={years.map((y) => ({ value: y.id, label: yearLabel(y) }))} emptyLabel="Choose a school year" />
          {years.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">
              No school year yet. <Link to="/religious-education/years/add">Add a school year</Link>
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.tuition.id} className="label">
            Tuition
          </label>
          <div className="flex items-center gap-1">
            <span aria-hidden="true" className="text-slate-500">
              $
            </span>
            <input {...getInputProps(fields.tuition, { type: "text" })} key={fields.tuition.key} inputMode="decimal" placeholder="0.00" className="input" aria-describedby={`${fields.tuition.errorId} tuition-hint`} />
          </div>
          <p id="tuition-hint" className="mt-1 text-xs text-slate-500">
            In dollars, e.g. 150 or 150.00.
          </p>
          <FieldErrors id={fields.tuition.errorId} errors={fields.tuition.errors} />
        </div>
        <SelectField label="Paid" meta={fields.paid} options={YES_NO} emptyLabel={null} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Photography Permission" meta={fields.photographyPermission} options={YES_NO} emptyLabel={null} />
        <SelectField label="Safety Class Permission" meta={fields.safetyClassPermission} options={YES_NO} emptyLabel={null} />
      </div>
      <div>
        <label htmlFor={fields.notes.id} className="label">
          Notes
        </label>
        <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={3} className="input" />
        <FieldErrors id={fields.notes.errorId} errors={fields.notes.errors} />
      </div>
    </>
  );
}

