import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FieldErrors } from "~/components/forms/field";
import type { StudentSacraments } from "~/modules/education/students/get-student-sacraments.server";
import {
  BAPTISMAL_STATUSES,
  DOCUMENT_LABEL,
  EASTER_VIGIL_TARGETS,
  easterVigilLabel,
  MAX_DOCUMENT_FILES,
  SACRAMENTAL_DOC_MAX_MB,
  SACRAMENTAL_STATUSES,
  SACRAMENTAL_TRACKS,
  STUDENT_TYPES_SHORT,
} from "~/modules/education/options";
import { easterVigilApplies, isBaptized, professionApplies, SACRAMENT_UPLOADS, SacramentsSchema, uploadApplies } from "~/modules/education/students/sacraments-schema";
import { formatDate } from "~/utils/dates";
import { SaveOrCancel } from "./cancel-link";
import { useScripted } from "~/components/forms/use-scripted";
import { AppliesNote, InputField, SectionTitle, SelectField, UploadArea, YesNoField } from "./sacrament-fields";

const dateInput = (date: Date | string | null) => (date ? new Date(date).toISOString().slice(0, 10) : undefined);
const yesNo = (value: boolean | null) => (value === null ? undefined : value ? "yes" : "no");

/**
 * Edit Sacramental Records (spec section 2): type, status and track, then baptism, First
 * Communion and confirmation with their rules, and the documents that apply. Without JavaScript
 * every field shows with a note of when it applies; the server clears the rest.
 */
export function SacramentsForm({
  student,
  lastResult,
  changing,
  cancelTo,
}: {
  student: StudentSacraments;
  lastResult?: SubmissionResult<string[]> | null;
  /** Upload fields whose current document is being replaced (?change=). */
  changing: string[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const scripted = useScripted();
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const [form, fields] = useForm({
    id: "sacraments",
    lastResult,
    defaultValue: {
      ...student,
      easterVigilTarget: student.easterVigilTarget ?? undefined,
      baptized: student.baptized ?? undefined,
      baptizedDate: dateInput(student.baptizedDate),
      firstCommunion: yesNo(student.firstCommunion),
      firstCommunionDate: dateInput(student.firstCommunionDate),
      confirmation: yesNo(student.confirmation),
      confirmationDate: dateInput(student.confirmationDate),
      professionOfFaithDate: dateInput(student.professionOfFaithDate),
    },
    constraint: getZodConstraint(SacramentsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SacramentsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Without JavaScript every field is shown with a note of when it applies; the server clears the rest.
  const shown = (applies: boolean) => !scripted || applies;
  const note = (text: string) => <AppliesNote show={!scripted}>{text}</AppliesNote>;
  const answers = { baptized: fields.baptized.value, firstCommunion: fields.firstCommunion.value, confirmation: fields.confirmation.value };
  const baptized = isBaptized(answers.baptized);
  const profession = professionApplies(answers.baptized);
  const uploads = SACRAMENT_UPLOADS.filter((u) => (u.kind === "MARRIAGE_DOCS" ? uploadApplies(u.kind, answers, student.marriageHistory) : shown(uploadApplies(u.kind, answers, student.marriageHistory))));
  const uploadError = (field: string) => (field in problems ? problems[field] : form.allErrors[field]?.[0]);
  const blocked = uploads.some((u) => problems[u.field]);
  const saving = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  const here = location.pathname + location.search;
  const changeHref = (field: string) => {
    const params = new URLSearchParams(location.search);
    params.append("change", field);
    return `${location.pathname}?${params}`;
  };
  const formProps = getFormProps(form);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Edit Sacramental Records</h1>
        <p className="text-sm text-slate-600">
          {student.name}
          {student.dateOfBirth ? ` · Born ${formatDate(student.dateOfBirth)}` : ""}
        </p>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        onSubmit={(event) => (blocked ? event.preventDefault() : formProps.onSubmit(event))}
        className="card flex flex-col gap-6"
      >
        <FieldErrors id={form.errorId} errors={form.errors} />
        <section className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Student Type" meta={fields.type} options={STUDENT_TYPES_SHORT} />
          <SelectField label="Sacramental Status" meta={fields.sacramentalStatus} options={SACRAMENTAL_STATUSES} />
          <SelectField label="Sacramental Track" meta={fields.sacramentalTrack} options={SACRAMENTAL_TRACKS} />
          {shown(easterVigilApplies(fields.sacramentalTrack.value)) ? (
            <SelectField
              label="Easter Vigil Target"
              meta={fields.easterVigilTarget}
              options={EASTER_VIGIL_TARGETS.map((year) => ({ value: year, label: easterVigilLabel(year) }))}
              empty="Select..."
              note={note("Only for the Easter Vigil track (required then).")}
            />
          ) : null}
        </section>
        <section className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
          <SectionTitle title="Baptism" note={scripted ? null : "Date, church and location apply only if baptized; Profession of Faith only for Baptized Protestant or Orthodox, its date only when checked."} />
          <SelectField label="Baptismal Status" meta={fields.baptized} options={BAPTISMAL_STATUSES} empty="Not recorded" />
          {shown(baptized) ? (
            <>
              <InputField label="Baptism Date" meta={fields.baptizedDate} type="date" />
              <InputField label="Church of Baptism" meta={fields.churchOfBaptism} />
              <InputField label="Church of Baptism Location" meta={fields.churchOfBaptismLocation} />
            </>
          ) : null}
          {shown(profession) ? (
            <div>
              <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <input {...getInputProps(fields.professionOfFaith, { type: "checkbox" })} key={fields.professionOfFaith.key} />
                Profession of Faith
              </label>
              <FieldErrors id={fields.professionOfFaith.errorId} errors={fields.professionOfFaith.errors} />
            </div>
          ) : null}
          {shown(profession && fields.professionOfFaith.value === "on") ? (
            <InputField label="Profession of Faith Date" meta={fields.professionOfFaithDate} type="date" />
          ) : null}
        </section>
        <section className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
          <SectionTitle title="First Communion" note={scripted ? null : "Date, church and location apply only if First Communion is Yes."} />
          <div className="sm:col-span-2">
            <YesNoField legend="First Communion" meta={fields.firstCommunion} />
          </div>
          {shown(answers.firstCommunion === "yes") ? (
            <>
              <InputField label="First Communion Date" meta={fields.firstCommunionDate} type="date" />
              <InputField label="Church of First Communion" meta={fields.churchOfFirstCommunion} />
              <InputField label="Church of First Communion Location" meta={fields.churchOfFirstCommunionLocation} />
            </>
          ) : null}
        </section>
        <section className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
          <SectionTitle title="Confirmation" note={scripted ? null : "Date and church apply only if Confirmation is Yes."} />
          <div className="sm:col-span-2">
            <YesNoField legend="Confirmation" meta={fields.confirmation} />
          </div>
          {shown(answers.confirmation === "yes") ? (
            <>
              <InputField label="Confirmation Date" meta={fields.confirmationDate} type="date" />
              <InputField label="Confirmation Church" meta={fields.confirmationChurch} />
            </>
          ) : null}
          <InputField label="Confirmation Saint" meta={fields.confirmationSaint} note={<p className="mt-1 text-xs text-slate-500">The saint&apos;s name chosen for confirmation (Saint Report).</p>} />
        </section>
      </Form>
      {/* Outside the form: each document card's Delete is a form of its own; the inputs join the form by its id. */}
      <section className="card flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-slate-900">Documents</h2>
        {uploads.map((u) => (
          <UploadArea
            key={u.field}
            formId={form.id}
            field={u.field}
            label={DOCUMENT_LABEL[u.kind]}
            documents={student.documents.filter((d) => d.kind === u.kind)}
            changing={changing.includes(u.field)}
            changeHref={changeHref(u.field)}
            cancelHref={here}
            rule={u.kind === "MARRIAGE_DOCS" ? { maxMb: SACRAMENTAL_DOC_MAX_MB, maxFiles: MAX_DOCUMENT_FILES } : { maxMb: SACRAMENTAL_DOC_MAX_MB }}
            error={uploadError(u.field)}
            onProblem={(field, problem) => setProblems((p) => ({ ...p, [field]: problem }))}
            note={u.note ? note(u.note) : null}
          />
        ))}
      </section>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} form={form.id} />
    </div>
  );
}
