import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { YES_NO } from "~/modules/education/options";

type Meta = FieldMetadata<string | undefined>;
type Option = { id: string; label: string };

export type RegistrationFieldMetas = {
  schoolClassId: Meta;
  schoolYearId: Meta;
  tuition: Meta;
  paid: Meta;
  photographyPermission: Meta;
  safetyClassPermission: Meta;
  notes: Meta;
};

function Select({ label, meta, options, empty }: { label: string; meta: Meta; options: readonly Option[]; empty?: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className="input">
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const yesNo = YES_NO.map((o) => ({ id: o.value, label: o.label }));

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
          <Select label="Class" meta={fields.schoolClassId} options={classes.map((c) => ({ id: c.id, label: c.className }))} empty="Choose a class" />
          {classes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">
              No classes yet. <Link to="/religious-education/classes/add">Add a class</Link>
            </p>
          ) : null}
        </div>
        <div>
          <Select
            label="School Year"
            meta={fields.schoolYearId}
            options={years.map((y) => ({ id: y.id, label: y.isCurrent ? `${y.yearName} (current)` : y.yearName }))}
            empty="Choose a school year"
          />
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
        <Select label="Paid" meta={fields.paid} options={yesNo} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Photography Permission" meta={fields.photographyPermission} options={yesNo} />
        <Select label="Safety Class Permission" meta={fields.safetyClassPermission} options={yesNo} />
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

/** Cancel: back one step with JavaScript; without, a link to where the person came from. */
export function CancelLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="btn-secondary"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      Cancel
    </Link>
  );
}
