import { getFormProps, getTextareaProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { InputField, SelectField } from "~/components/education/sacrament-fields";
import { Field, FieldErrors } from "~/components/forms/field";
import { FuneralSchema, type FuneralInput } from "~/modules/funerals/funeral-schema";
import { REMAINS, SERVICE_TYPES } from "~/modules/funerals/options";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `funeral-section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Add Funeral and Edit Funeral: the deceased, the service (date, time, type, remains, officiant,
 * funeral home, cemetery), the family's contact and notes.
 */
export function FuneralForm({
  lastResult,
  defaultValue,
  funeralId,
  officiants,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<FuneralInput>;
  funeralId?: string;
  officiants: { id: string; name: string }[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<FuneralInput>({
    id: "funeral",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FuneralSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && !navigation.formData?.get("intent");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {funeralId ? <input type="hidden" name="funeralId" value={funeralId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <Section title="The Deceased">
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField label="First Name" meta={fields.firstname} />
          <InputField label="Middle Name" meta={fields.middlename} />
          <InputField label="Last Name" meta={fields.lastname} />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField label="Date of Birth" meta={fields.dateOfBirth} type="date" />
          <InputField label="Date of Death" meta={fields.dateOfDeath} type="date" />
        </div>
      </Section>
      <Section title="Funeral">
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField label="Date of Funeral" meta={fields.dateOfFuneral} type="date" />
          <InputField label="Time" meta={fields.funeralTime} type="time" note={<p className="mt-1 text-xs text-slate-500">Leave empty until the time is set.</p>} />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label="Service Type" meta={fields.serviceType} options={SERVICE_TYPES} />
          <SelectField label="Remains" meta={fields.remains} options={REMAINS} />
          <SelectField
            label="Officiant"
            meta={fields.officiant}
            options={officiants.map((o) => ({ value: o.id, label: o.name }))}
            empty="Not yet chosen"
            note={
              officiants.length === 0 ? (
                <p className="mt-1 text-xs text-slate-600">
                  No active priest or deacon yet: add one under <Link to="/settings/staff/add">Settings › Staff</Link>.
                </p>
              ) : null
            }
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField label="Funeral Home" meta={fields.funeralHome} />
          <InputField label="Cemetery" meta={fields.cemetery} />
        </div>
      </Section>
      <Section title="Family Contact">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Contact Name" meta={fields.contactName} autoComplete="off" />
          <Field label="Relationship" meta={fields.contactRelationship} autoComplete="off" hint="Such as daughter, husband, nephew." />
          <Field label="Contact Phone" meta={fields.contactPhone} type="tel" autoComplete="off" />
          <Field label="Contact Email" meta={fields.contactEmail} type="email" autoComplete="off" />
        </div>
      </Section>
      <Section title="Notes">
        <div>
          <label htmlFor={fields.notes.id} className="sr-only">
            Notes
          </label>
          <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={4} className="input" />
          <FieldErrors id={fields.notes.errorId} errors={fields.notes.errors} />
        </div>
      </Section>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
