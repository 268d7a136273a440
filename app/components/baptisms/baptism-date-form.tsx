import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { InputField, SelectField } from "~/components/education/sacrament-fields";
import { FieldErrors } from "~/components/forms/field";
import { BaptismDateSchema } from "~/modules/baptisms/date-schema";

/** Add or edit a baptism date: date, time and officiant (active priests and deacons). */
export function BaptismDateForm({
  lastResult,
  defaultValue,
  dateId,
  officiants,
  mayAddStaff,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { date: string; time: string; officiant: string };
  dateId?: string;
  officiants: { id: string; name: string }[];
  /** Whether the user may open Settings › Staff (church staff; a school user asks the parish office). */
  mayAddStaff: boolean;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BaptismDateSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      {dateId ? <input type="hidden" name="dateId" value={dateId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Date" meta={fields.date} type="date" />
        <InputField label="Time" meta={fields.time} type="time" />
      </div>
      <SelectField
        label="Officiant"
        meta={fields.officiant}
        options={officiants.map((o) => ({ value: o.id, label: o.name }))}
        empty="Select an officiant..."
        note={
          officiants.length === 0 ? (
            <p className="mt-1 text-xs text-slate-600">
              {mayAddStaff ? (
                <>
                  No active priest or deacon yet: add one under <Link to="/settings/staff/add">Settings › Staff</Link>.
                </>
              ) : (
                "No active priest or deacon yet: the parish office adds them under Settings › Staff."
              )}
            </p>
          ) : null
        }
      />
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
