import { getFormProps, getTextareaProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { CheckboxField, SectionCard } from "~/components/baptisms/baptism-fields";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { InputField, SelectField, UploadArea } from "~/components/education/sacrament-fields";
import { FieldErrors } from "~/components/forms/field";
import { BAPTISM_STATUSES, PRIOR_MARRIAGES, WEDDING_DOC_MAX_MB, WEDDING_DOCUMENTS, type Party } from "~/modules/weddings/options";
import { WeddingSchema } from "~/modules/weddings/wedding-schema";

type StoredDocument = { id: string; kind: string; fileId: string; filename: string; size: number };
type Doc = (typeof WEDDING_DOCUMENTS)[number];
// The form's own fields (before the schema's transform): what Conform binds.
type Values = z.input<typeof WeddingSchema>;

const CHECKBOX_LABEL: Record<Doc["kind"], string> = {
  FORM_A: "Form A received",
  LACK_OF_FORM: "Lack of Form received",
  DISPENSATION: "Dispensation granted (tribunal)",
  GROOM_BAPTISM_CERT: "Groom Baptism Certificate received",
  BRIDE_BAPTISM_CERT: "Bride Baptism Certificate received",
  WITNESS_FORMS: "Witness Forms received",
  GROOM_DOMICILE_PERMISSION: "Groom domicile pastor permission received",
  BRIDE_DOMICILE_PERMISSION: "Bride domicile pastor permission received",
};

/**
 * Add Wedding and a wedding's edit page: date and time (7:00 pm unless changed), priest, both parties
 * (names, baptism status, within the parish or their parish, prior marriages), witnesses and diocese,
 * the documents and approvals (a box each and a PDF), fees and notes. As on the baptism form, the
 * document cards stand outside the form (a card's Delete is a form of its own); their inputs join it
 * through their `form` attribute.
 */
export function WeddingForm({
  lastResult,
  defaultValue,
  weddingId,
  priests,
  documents = [],
  changing,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: DefaultValue<Values>;
  weddingId?: string;
  priests: { id: string; name: string }[];
  documents?: StoredDocument[];
  changing: string[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const [form, fields] = useForm<Values, z.output<typeof WeddingSchema>>({
    id: "wedding",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WeddingSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data" && !navigation.formData?.get("intent");
  const blocked = WEDDING_DOCUMENTS.some((d) => problems[d.field]);
  const formProps = getFormProps(form);
  const here = location.pathname + location.search;
  const changeHref = (field: string) => {
    const params = new URLSearchParams(location.search);
    params.append("change", field);
    return `${location.pathname}?${params}`;
  };
  const meta = (name: string) => fields[name as keyof Values] as FieldMetadata<string | boolean | undefined>;

  const documentRow = (d: Doc) => (
    <div key={d.kind} className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
      <CheckboxField label={CHECKBOX_LABEL[d.kind]} meta={meta("flag" in d ? d.flag : d.approval) as FieldMetadata<boolean | undefined>} />
      <UploadArea
        formId={form.id}
        field={d.field}
        label={d.label}
        documents={documents.filter((doc) => doc.kind === d.kind)}
        changing={changing.includes(d.field)}
        changeHref={changeHref(d.field)}
        cancelHref={here}
        rule={{ maxMb: WEDDING_DOC_MAX_MB }}
        error={d.field in problems ? problems[d.field] : form.allErrors[d.field]?.[0]}
        onProblem={(field, problem) => setProblems((p) => ({ ...p, [field]: problem }))}
      />
    </div>
  );

  const partySection = (party: Party, title: string) => (
    <SectionCard title={title}>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="First Name" meta={meta(`${party}FirstName`)} />
        <InputField label="Last Name" meta={meta(`${party}LastName`)} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Baptism Status" meta={meta(`${party}BaptismStatus`)} options={BAPTISM_STATUSES} empty="Not recorded" />
        <SelectField label="Prior Marriage" meta={meta(`${party}PriorMarriage`)} options={PRIOR_MARRIAGES} empty="None" />
        <SelectField label="Prior Marriage 2" meta={meta(`${party}PriorMarriage2`)} options={PRIOR_MARRIAGES} empty="None" />
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <CheckboxField label="Within the parish" meta={meta(`${party}WithinParish`) as FieldMetadata<boolean | undefined>} hint="Unticked: a domicile issue, the pastor of their parish must give permission." />
        <InputField label="Parish (if not this one)" meta={meta(`${party}Parish`)} />
      </div>
    </SectionCard>
  );

  return (
    <div className="flex flex-col gap-4">
      <Form method="post" encType="multipart/form-data" {...formProps} onSubmit={(event) => (blocked ? event.preventDefault() : formProps.onSubmit(event))} className="flex flex-col gap-4">
        {weddingId ? <input type="hidden" name="weddingId" value={weddingId} /> : null}
        <FieldErrors id={form.errorId} errors={form.errors} />
        <SectionCard title="Date and Time">
          <div className="grid gap-3 sm:grid-cols-3">
            <InputField label="Wedding Date" meta={meta("date")} type="date" />
            <InputField label="Time" meta={meta("time")} type="time" />
            <SelectField
              label="Priest"
              meta={meta("priest")}
              options={priests.map((p) => ({ value: p.id, label: p.name }))}
              empty="Not assigned yet"
              note={
                priests.length === 0 ? (
                  <p className="mt-1 text-xs text-slate-600">
                    No active priest or deacon yet: <Link to="/weddings/priests/add">add a priest</Link>.
                  </p>
                ) : null
              }
            />
          </div>
        </SectionCard>
        {partySection("groom", "Groom")}
        {partySection("bride", "Bride")}
        <SectionCard title="Witnesses and Diocese">
          <div className="grid gap-3 sm:grid-cols-3">
            <InputField label="Witness 1" meta={meta("witness1")} />
            <InputField label="Witness 2" meta={meta("witness2")} />
            <InputField label="Diocese" meta={meta("diocese")} />
          </div>
        </SectionCard>
      </Form>
      <SectionCard title="Documents" note={<p className="text-xs text-slate-500">Check each document received; attach the PDF when you have it (a new file replaces the one on file).</p>}>
        {WEDDING_DOCUMENTS.filter((d) => "flag" in d).map(documentRow)}
      </SectionCard>
      <SectionCard title="Approvals" note={<p className="text-xs text-slate-500">An approval is recorded with today&apos;s date when ticked, or when its document is attached.</p>}>
        <CheckboxField label="Pastor approved" meta={meta("pastorApproved") as FieldMetadata<boolean | undefined>} />
        {WEDDING_DOCUMENTS.filter((d) => "approval" in d).map(documentRow)}
      </SectionCard>
      <SectionCard title="Fees">
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField label="Fee Agreed ($)" meta={meta("feeAgreed")} />
          <InputField label="Fee Paid ($)" meta={meta("feePaid")} />
        </div>
      </SectionCard>
      <SectionCard title="Notes">
        <div>
          <label htmlFor={fields.notes.id} className="sr-only">
            Notes
          </label>
          <textarea {...getTextareaProps(fields.notes)} form={form.id} key={fields.notes.key} rows={4} className="input" />
          <FieldErrors id={fields.notes.errorId} errors={fields.notes.errors} />
        </div>
      </SectionCard>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} form={form.id} />
    </div>
  );
}
