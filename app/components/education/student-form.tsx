import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useScripted } from "~/components/forms/use-scripted";
import { FieldErrors } from "~/components/forms/field";
import { GENDERS, LIVES_WITH, STUDENT_STATUSES, STUDENT_TYPES } from "~/modules/education/options";
import { PARENT_FIELDS, StudentSchema, type StudentFormValues } from "~/modules/education/students/student-schema";
import { SaveOrCancel } from "./cancel-link";
import type { StoredDocument } from "./document-card";
import { PersonPicker } from "./person-picker";
import { BirthCertificateField } from "./student-birth-certificate";
import { SelectField, TextareaField, TextField } from "./student-form-fields";
import { OciaFields } from "./student-ocia-fields";

type ParentOption = { id: string; name: string; email: string | null };

/** Add Student and Edit Student (spec section 2): the same fields, the same rules. */
export function StudentForm({
  defaults,
  parents,
  birthCertificate,
  changeCertificate,
  hrefs,
  from,
  lastResult,
  professionOfFaith = false,
}: {
  defaults: StudentFormValues;
  parents: Record<"MOTHER" | "FATHER" | "LEGAL_GUARDIAN", ParentOption[]>;
  birthCertificate: StoredDocument | null;
  changeCertificate: boolean;
  hrefs: { cancel: string; change: string; keep: string };
  from: string | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The student's baptismal status asks for a Profession of Faith (Baptized Protestant or Orthodox). */
  professionOfFaith?: boolean;
}) {
  const navigation = useNavigation();
  const scripted = useScripted();
  const [form, fields] = useForm<StudentFormValues>({
    id: "student",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(StudentSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StudentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <fieldset className="card grid gap-4 sm:grid-cols-3">
        <legend className="px-1 text-lg font-semibold text-slate-900">Student</legend>
        <TextField meta={fields.firstname} label="First Name" autoComplete="off" />
        <TextField meta={fields.middlename} label="Middle Name" autoComplete="off" />
        <TextField meta={fields.lastname} label="Last Name" autoComplete="off" />
        <TextField meta={fields.altID} label="Alt ID" />
        <SelectField meta={fields.gender} label="Gender" options={GENDERS} />
        <TextField meta={fields.dateOfBirth} label="Date of Birth" type="date" />
        <SelectField meta={fields.type} label="Student Type" options={STUDENT_TYPES} emptyLabel={null} />
        <SelectField meta={fields.status} label="Status" options={STUDENT_STATUSES} emptyLabel={null} />
        <SelectField meta={fields.livesWith} label="Lives With" options={LIVES_WITH} />
        {professionOfFaith ? (
          <>
            <div className="flex items-end pb-2">
              <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <input {...getInputProps(fields.professionOfFaith, { type: "checkbox" })} key={fields.professionOfFaith.key} />
                Profession of Faith
              </label>
            </div>
            {!scripted || fields.professionOfFaith.value === "on" ? (
              <TextField meta={fields.professionOfFaithDate} label="Profession of Faith Date" type="date" note={scripted ? undefined : "Only when Profession of Faith is checked."} />
            ) : null}
          </>
        ) : null}
        <div className="sm:col-span-3">
          <TextareaField meta={fields.notes} label="Notes" />
        </div>
      </fieldset>
      <fieldset className="card grid gap-4 sm:grid-cols-3">
        <legend className="px-1 text-lg font-semibold text-slate-900">Parents</legend>
        {PARENT_FIELDS.map((p) => (
          <PersonPicker
            key={`${p.name}-${fields[p.name].initialValue ?? ""}`}
            name={p.name}
            label={p.label}
            options={parents[p.role].map((o) => ({ id: o.id, name: o.name, detail: o.email }))}
            defaultValue={fields[p.name].initialValue}
            errors={fields[p.name].errors}
          />
        ))}
      </fieldset>
      <div className="card">
        <BirthCertificateField existing={birthCertificate} changing={changeCertificate} changeHref={hrefs.change} keepHref={hrefs.keep} serverError={form.allErrors.birthCertificate?.[0] ?? null} />
      </div>
      <OciaFields fields={fields} scripted={scripted} />
      <SaveOrCancel cancelTo={hrefs.cancel} saving={saving} />
    </Form>
  );
}
