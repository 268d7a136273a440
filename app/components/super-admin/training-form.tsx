import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { SelectField } from "~/components/education/sacrament-fields";
import { Field, FieldErrors } from "~/components/forms/field";
import { TrainingSchema } from "~/modules/super-admin/training-schema";
import { TRAINING_MODULES } from "~/modules/trainings/options";

/** Add Training and Edit Training: title, category, module and the video's address. */
export function TrainingForm({ lastResult, defaultValue, cancelTo }: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: { title: string; category: string; module: string; videoUrl: string }; cancelTo: string }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "training",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TrainingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && !navigation.formData?.get("intent");
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="Title" meta={fields.title} autoComplete="off" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Category" meta={fields.category} autoComplete="off" hint="Such as Getting Started, Reports, Forms." />
        <SelectField label="Module" meta={fields.module} options={TRAINING_MODULES} empty="Choose a module" />
      </div>
      <Field label="Video link" meta={fields.videoUrl} type="url" autoComplete="off" hint="The video's address, such as https://www.youtube.com/watch?v=..." />
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
