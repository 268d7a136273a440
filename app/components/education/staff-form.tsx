import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { StaffSchema } from "~/modules/education/people/person-schema";
import { SaveOrCancel } from "./cancel-link";
import { NotesField, PersonFields } from "./people-form";

type StaffValues = { firstname: string; middlename: string; lastname: string; email: string; cellPhone: string; notes: string };
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A saved teacher or volunteer as the form's values (blank for what is not filled in). */
export const staffValues = (p: Nullable<StaffValues>): StaffValues => ({
  firstname: p.firstname ?? "",
  middlename: p.middlename ?? "",
  lastname: p.lastname ?? "",
  email: p.email ?? "",
  cellPhone: p.cellPhone ?? "",
  notes: p.notes ?? "",
});

/** Add or edit a teacher or a volunteer: the person fields and notes. `id` is the hidden record id of an edit. */
export function StaffForm({
  lastResult,
  defaultValue,
  id,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: StaffValues;
  id?: { name: string; value: string };
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      {id ? <input type="hidden" name={id.name} value={id.value} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <PersonFields fields={fields} />
      <NotesField meta={fields.notes} />
      <SaveOrCancel cancelTo={cancelTo} saving={navigation.state !== "idle" && navigation.formData !== undefined && !navigation.formData.has("intent")} />
    </Form>
  );
}
