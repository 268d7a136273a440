import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { PersonPicker, type PickerOption } from "~/components/education/person-picker";
import { Field, FieldErrors } from "~/components/forms/field";
import { TagChips } from "~/components/education/tag-chips";
import { ClassSchema, MAX_CLASS_AGE, MIN_CLASS_AGE, parseTags } from "~/modules/education/classes/class-schema";

// Tags are typed as one comma-separated text; the schema's array output would make the input "required multiple".
const CONSTRAINT = { ...getZodConstraint(ClassSchema), tags: { maxLength: 400 } };

export type ClassFormValues = {
  className: string;
  teacherId: string;
  assistantId: string;
  volunteerId: string;
  meets: string;
  location: string;
  tags: string;
  minAge: string;
  maxAge: string;
};

/** One end of the class's usual ages: a whole number of years. */
function AgeField({ label, meta }: { label: string; meta: FieldMetadata<string> }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...getInputProps(meta, { type: "number" })} key={meta.key} min={MIN_CLASS_AGE} max={MAX_CLASS_AGE} step={1} inputMode="numeric" className="input" aria-describedby="usual-ages-hint" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The class's form (add and edit): name, teacher, assistant, volunteer, meets, location, usual ages and tags. */
export function ClassForm({
  lastResult,
  defaultValue,
  teachers,
  volunteers,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ClassFormValues;
  teachers: PickerOption[];
  volunteers: PickerOption[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    constraint: CONSTRAINT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClassSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [tags, setTags] = useState(() => parseTags(String(fields.tags.initialValue ?? "")));
  const picked = (value: unknown) => (typeof value === "string" ? value : null);
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="Class Name" meta={fields.className} autoFocus />
      <div className="grid gap-4 sm:grid-cols-3">
        <PersonPicker name={fields.teacherId.name} label="Teacher" options={teachers} defaultValue={picked(fields.teacherId.initialValue)} errors={fields.teacherId.errors} />
        <PersonPicker
          name={fields.assistantId.name}
          label="Assistant"
          options={teachers}
          defaultValue={picked(fields.assistantId.initialValue)}
          errors={fields.assistantId.errors}
        />
        <PersonPicker
          name={fields.volunteerId.name}
          label="Volunteer"
          options={volunteers}
          defaultValue={picked(fields.volunteerId.initialValue)}
          errors={fields.volunteerId.errors}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Meets" meta={fields.meets} hint='For example "Sundays 9:00 AM".' />
        <Field label="Location" meta={fields.location} hint='For example "Parish Hall, Room 2".' />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="label">Usual Ages</legend>
        <AgeField label="From (years)" meta={fields.minAge} />
        <AgeField label="To (years)" meta={fields.maxAge} />
        <p id="usual-ages-hint" className="-mt-2 text-xs text-slate-500 sm:col-span-2">
          Optional. Age in whole years on September 1 of the school year, for example 7 to 8 for Grade 2. The Overage Report lists the students older than this.
        </p>
      </fieldset>
      <div>
        <label htmlFor={fields.tags.id} className="label">
          Tags
        </label>
        <input
          {...getInputProps(fields.tags, { type: "text" })}
          key={fields.tags.key}
          className="input"
          onChange={(event) => setTags(parseTags(event.target.value))}
          aria-describedby={`${fields.tags.id}-hint`}
        />
        <p id={`${fields.tags.id}-hint`} className="mt-1 mb-2 text-xs text-slate-500">
          Separate tags with commas, for example "First Communion, Spanish".
        </p>
        <TagChips tags={tags} />
        <FieldErrors id={fields.tags.errorId} errors={fields.tags.errors} />
      </div>
      <SaveOrCancel cancelTo={cancelTo} saving={navigation.state === "submitting"} />
    </Form>
  );
}
