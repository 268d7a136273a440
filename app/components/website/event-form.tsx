import { getFormProps, getInputProps, getTextareaProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { InputField } from "~/components/education/sacrament-fields";
import { Field, FieldErrors } from "~/components/forms/field";
import { EventSchema, type EventInput } from "~/modules/website/event-schema";
import { ImageField } from "./image-field";

/** Add Event and Edit Event: title, when, where, the description, an image and whether the public sees it. */
export function EventForm({
  lastResult,
  defaultValue,
  eventId,
  imageFileId = null,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<EventInput>;
  eventId?: string;
  imageFileId?: string | null;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<EventInput>({
    id: "event",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && !navigation.formData?.get("intent");
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card flex flex-col gap-4">
      {eventId ? <input type="hidden" name="eventId" value={eventId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Field label="Title" meta={fields.title} autoComplete="off" />
      <div className="grid gap-3 sm:grid-cols-4">
        <InputField label="Date" meta={fields.startDate} type="date" />
        <InputField label="Start time" meta={fields.startTime} type="time" />
        <InputField label="End time" meta={fields.endTime} type="time" note={<p className="mt-1 text-xs text-slate-500">Optional.</p>} />
        <InputField label="End date" meta={fields.endDate} type="date" note={<p className="mt-1 text-xs text-slate-500">Only when it ends on another day.</p>} />
      </div>
      <Field label="Place" meta={fields.place} autoComplete="off" hint="Such as Parish Hall, or an address." />
      <div>
        <label htmlFor={fields.description.id} className="label">
          Description
        </label>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={5} className="input" />
        <FieldErrors id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <ImageField name="image" label="Image" remove={fields.removeImage} removeLabel="Remove image" currentFileId={imageFileId} errors={form.allErrors.image} />
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input {...getInputProps(fields.isPublic, { type: "checkbox" })} key={fields.isPublic.key} />
          Public: show it on the homepage and in the events script
        </label>
      </div>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
