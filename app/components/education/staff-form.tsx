import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FieldErrors, SubmitButton } from "~/components/forms/field";
import { StaffSchema } from "~/modules/education/person-schema";
import { CancelLink, NotesField, PersonFields } from "./people-form";

type StaffValues = { firstname: string; middlename: string; lastname: string; email: string; cellPhone: string; notes: string };

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
      <div className="flex justify-end gap-2">
        <CancelLink to={cancelTo} />
        <SubmitButton pending={navigation.state !== "idle" && navigation.formData !== undefined} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
