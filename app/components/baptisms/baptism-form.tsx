import { getFormProps, getSelectProps, getTextareaProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { InputField, UploadArea } from "~/components/education/sacrament-fields";
import { FieldErrors } from "~/components/forms/field";
import { BaptismSchema, type BaptismInput } from "~/modules/baptisms/baptism-schema";
import { BAPTISM_CLASSES, BAPTISM_DATES, BAPTISM_DOC_MAX_MB, BAPTISM_DOCUMENTS, MAX_GODPARENTS } from "~/modules/baptisms/options";
import { CheckboxField, PartyFields, SectionCard } from "./baptism-fields";

export type BaptismFormValues = DefaultValue<BaptismInput>;
type StoredDocument = { id: string; kind: string; fileId: string; filename: string; size: number };

/**
 * Add Baptism and a baptism's page (spec section 2): the date, the child, parents, godparents,
 * witness, the documents (a box each and a PDF), the baptism classes, notes and, once celebrated,
 * the register entry. Document cards and the sections after the parties stand outside the form
 * (a card's Delete is a form of its own); their inputs join it through their `form` attribute.
 */
export function BaptismForm({
  lastResult,
  defaultValue,
  baptismId,
  dateOptions,
  documents = [],
  register,
  changing,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: BaptismFormValues;
  baptismId?: string;
  dateOptions: { id: string; label: string }[];
  documents?: StoredDocument[];
  /** Whether the register entry can be filled in (the baptism has been celebrated); null on Add Baptism. */
  register: boolean | null;
  changing: string[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const [form, fields] = useForm<BaptismInput>({
    id: "baptism",
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BaptismSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const godparents = fields.godparents.getFieldList();
  const child = fields;
  const saving = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data" && !navigation.formData?.get("__intent__");
  const blocked = BAPTISM_DOCUMENTS.some((d) => problems[d.field]);
  const formProps = getFormProps(form);
  const here = location.pathname + location.search;
  const changeHref = (field: string) => {
    const params = new URLSearchParams(location.search);
    params.append("change", field);
    return `${location.pathname}?${params}`;
  };

  return (
    <div className="flex flex-col gap-4">
      <Form method="post" encType="multipart/form-data" {...formProps} onSubmit={(event) => (blocked ? event.preventDefault() : formProps.onSubmit(event))} className="flex flex-col gap-4">
        {baptismId ? <input type="hidden" name="baptismId" value={baptismId} /> : null}
        <FieldErrors id={form.errorId} errors={form.errors} />
        <SectionCard title="Date and Time">
          <div>
            <label htmlFor={fields.dateTime.id} className="label">
              Date/Time
            </label>
            <select {...getSelectProps(fields.dateTime)} key={fields.dateTime.key} className="input">
              <option value="">Select a Date/Time...</option>
              {dateOptions.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
            {dateOptions.length === 0 ? (
              <p className="mt-1 text-xs text-slate-600">
                No upcoming baptism dates: <Link to={`${BAPTISM_DATES}/add`}>add a baptism date</Link> first.
              </p>
            ) : null}
            <FieldErrors id={fields.dateTime.errorId} errors={fields.dateTime.errors} />
          </div>
        </SectionCard>
        <SectionCard title="Child">
          <div className="grid gap-3 sm:grid-cols-3">
            <InputField label="First Name" meta={child.firstname} />
            <InputField label="Middle Name" meta={child.middlename} />
            <InputField label="Last Name" meta={child.lastname} />
          </div>
          <div className="sm:w-1/3">
            <InputField label="Date of Birth" meta={child.dateOfBirth} type="date" />
          </div>
        </SectionCard>
        <SectionCard title="Parents">
          <PartyFields legend="Mother" meta={fields.mother} />
          <PartyFields legend="Father" meta={fields.father} />
        </SectionCard>
        <SectionCard title="Godparents">
          {godparents.map((godparent, k) => (
            <PartyFields key={godparent.key} legend={`Godparent ${k + 1}`} meta={godparent}>
              {k >= 2 ? (
                <button {...form.remove.getButtonProps({ name: fields.godparents.name, index: k })} className="btn-secondary btn-small">
                  Remove Godparent {k + 1}
                </button>
              ) : null}
            </PartyFields>
          ))}
          <FieldErrors id={fields.godparents.errorId} errors={fields.godparents.errors} />
          {godparents.length < MAX_GODPARENTS ? (
            <div>
              <button {...form.insert.getButtonProps({ name: fields.godparents.name })} className="btn-secondary btn-small">
                Add another godparent
              </button>
            </div>
          ) : null}
        </SectionCard>
        <SectionCard title="Witness">
          <PartyFields legend="Christian Witness" meta={fields.witness} />
        </SectionCard>
      </Form>
      <SectionCard title="Documents" note={<p className="text-xs text-slate-500">Check each document received; attach the PDF when you have it (a new file replaces the one on file).</p>}>
        {BAPTISM_DOCUMENTS.map((d) => (
          <div key={d.kind} className="flex flex-col gap-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
            <CheckboxField label={d.label} meta={fields[d.flag]} />
            <UploadArea
              formId={form.id}
              field={d.field}
              label={`${d.label} file`}
              documents={documents.filter((doc) => doc.kind === d.kind)}
              changing={changing.includes(d.field)}
              changeHref={changeHref(d.field)}
              cancelHref={here}
              rule={{ maxMb: BAPTISM_DOC_MAX_MB }}
              error={d.field in problems ? problems[d.field] : form.allErrors[d.field]?.[0]}
              onProblem={(field, problem) => setProblems((p) => ({ ...p, [field]: problem }))}
            />
          </div>
        ))}
      </SectionCard>
      <SectionCard title="Baptism Class">
        <div className="flex flex-wrap gap-6">
          {BAPTISM_CLASSES.map((c) => (
            <CheckboxField key={c.flag} label={c.label} meta={fields[c.flag]} />
          ))}
        </div>
      </SectionCard>
      <SectionCard title="Notes">
        <div>
          <label htmlFor={fields.notes.id} className="sr-only">
            Notes
          </label>
          <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={4} className="input" />
          <FieldErrors id={fields.notes.errorId} errors={fields.notes.errors} />
        </div>
      </SectionCard>
      {register === null ? null : register ? (
        <SectionCard title="Register" note={<p className="text-xs text-slate-500">The entry in the baptismal register, and notations added to it later.</p>}>
          <div className="grid gap-3 sm:grid-cols-3">
            <InputField label="Book" meta={fields.registerBook} />
            <InputField label="Page" meta={fields.registerPage} />
            <InputField label="Entry" meta={fields.registerEntry} />
          </div>
          <InputField label="Confirmation notation" meta={fields.confirmationNotation} />
          <InputField label="Marriage notation" meta={fields.marriageNotation} />
          <InputField label="Ordination notation" meta={fields.ordinationNotation} />
        </SectionCard>
      ) : (
        <p className="text-sm text-slate-600">The register entry (book, page, entry and later notations) can be recorded once the baptism has been celebrated.</p>
      )}
      <SaveOrCancel cancelTo={cancelTo} saving={saving} form={form.id} />
    </div>
  );
}
