import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldErrors } from "~/components/forms/field";
import { SponsorSchema } from "~/modules/education/people/person-schema";
import { SaveOrCancel } from "./cancel-link";
import { NotesField, PdfFilesInput, PersonFields } from "./people-form";
import { PersonPicker, type PickerOption } from "./person-picker";

type SponsorValues = Record<"firstname" | "middlename" | "lastname" | "email" | "cellPhone" | "address" | "city" | "state" | "zip" | "parish" | "studentId" | "notes", string>;

/** Add or edit a sponsor: the person, address, parish, candidate, notes and new documents (several PDFs). */
export function SponsorForm({
  lastResult,
  defaultValue,
  sponsorId,
  students,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: SponsorValues;
  sponsorId?: string;
  students: PickerOption[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SponsorSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card flex flex-col gap-4">
      {sponsorId ? <input type="hidden" name="sponsorId" value={sponsorId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <PersonFields fields={fields} />
      <Field label="Address" meta={fields.address} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="City" meta={fields.city} autoComplete="off" />
        <Field label="State" meta={fields.state} autoComplete="off" />
        <Field label="Zip" meta={fields.zip} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Parish" meta={fields.parish} autoComplete="off" hint="The sponsor's own parish." />
        <PersonPicker
          key={fields.studentId.key}
          name="studentId"
          label="Candidate"
          options={students}
          defaultValue={typeof fields.studentId.initialValue === "string" ? fields.studentId.initialValue : ""}
          errors={fields.studentId.errors}
        />
      </div>
      <NotesField meta={fields.notes} />
      <PdfFilesInput name="documents" label="Add Documents" serverError={form.allErrors.documents?.[0]} />
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
