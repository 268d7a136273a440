import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { Field, FieldErrors } from "~/components/forms/field";
import { YearSchema } from "~/modules/education/years/year-schema";

/** The school year's form: its name and, unless it already is, whether it becomes the current year. */
export function YearForm({
  lastResult,
  defaultValue,
  isCurrent,
  currentNote,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { yearName: string; makeCurrent?: "on" };
  isCurrent: boolean;
  currentNote: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    constraint: getZodConstraint(YearSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: YearSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="Year Name" meta={fields.yearName} hint='For example "2026-2027".' autoFocus />
      {isCurrent ? (
        <p className="text-sm text-slate-600">{currentNote}</p>
      ) : (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input {...getInputProps(fields.makeCurrent, { type: "checkbox" })} key={fields.makeCurrent.key} className="h-4 w-4" />
          Make this the current year
        </label>
      )}
      <SaveOrCancel cancelTo={cancelTo} saving={navigation.state === "submitting"} />
    </Form>
  );
}
