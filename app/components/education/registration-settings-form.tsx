import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { FieldErrors } from "~/components/forms/field";
import { RegistrationSettingsSchema, WELCOME_MAX } from "~/modules/education/online-registration/registration-settings-schema";

export type RegistrationSettingsValues = {
  enabled?: "on";
  opensOn: string;
  closesOn: string;
  tuition: string;
  siblingDiscount: string;
  familyMax: string;
  classTuition: { schoolClassId: string; amount: string }[];
  askBirthCertificate?: "on";
  askBaptismalCertificate?: "on";
  askPhotographyPermission?: "on";
  askSafetyClassPermission?: "on";
  welcomeMessage: string;
};

const CONSTRAINT = getZodConstraint(RegistrationSettingsSchema);

function Input({ label, meta, type = "text", hint, prefix }: { label: string; meta: FieldMetadata<string | undefined>; type?: "text" | "date"; hint?: string; prefix?: string }) {
  const hintId = `${meta.id}-hint`;
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <div className="flex items-center gap-1">
        {prefix ? <span aria-hidden="true" className="text-slate-500">{prefix}</span> : null}
        <input
          {...getInputProps(meta, { type })}
          key={meta.key}
          className="input"
          inputMode={prefix ? "decimal" : undefined}
          aria-describedby={hint ? `${hintId}${meta.errors?.length ? ` ${meta.errorId}` : ""}` : undefined}
        />
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function Check({ label, meta }: { label: string; meta: FieldMetadata<string | undefined> }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input {...getInputProps(meta, { type: "checkbox" })} key={meta.key} className="h-4 w-4" />
      {label}
    </label>
  );
}

/** A year's online registration: on/off, dates, tuition (per child, per class, sibling discount, family maximum), what is asked, the welcome. */
export function RegistrationSettingsForm({
  lastResult,
  defaultValue,
  classes,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: RegistrationSettingsValues;
  classes: { id: string; className: string }[];
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    constraint: CONSTRAINT,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegistrationSettingsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const names = new Map(classes.map((c) => [c.id, c.className]));
  const rows = fields.classTuition.getFieldList();
  const saving = navigation.state === "submitting" && !navigation.formData?.get("intent");
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-5">
      <FieldErrors id={form.errorId} errors={form.errors} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold text-slate-900">Registration period</legend>
        <Check label="Online registration is on (families can register through the link between the dates)" meta={fields.enabled} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Opens on" meta={fields.opensOn} type="date" hint="Empty: open as soon as it is on." />
          <Input label="Closes on" meta={fields.closesOn} type="date" hint="The last day families can register. Empty: no end." />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold text-slate-900">Tuition</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input label="Tuition per child" meta={fields.tuition} prefix="$" />
          <Input label="Sibling discount" meta={fields.siblingDiscount} prefix="$" hint="Off each child after the first (the first is the most expensive)." />
          <Input label="Family maximum" meta={fields.familyMax} prefix="$" hint="The most one family pays. Empty: no maximum." />
        </div>
        {rows.length ? (
          <div className="overflow-x-auto">
            <table className="table">
              <caption className="mb-2 text-left text-sm text-slate-600">Tuition per class, where it differs from the tuition per child (empty: the tuition per child).</caption>
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Tuition</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const item = row.getFieldset();
                  const classId = String(item.schoolClassId.initialValue ?? "");
                  const name = names.get(classId) ?? "Class";
                  return (
                    <tr key={row.key}>
                      <th scope="row" className="font-medium text-slate-900">
                        <label htmlFor={item.amount.id}>{name}</label>
                        <input type="hidden" name={item.schoolClassId.name} value={classId} />
                      </th>
                      <td>
                        <div className="flex items-center gap-1">
                          <span aria-hidden="true" className="text-slate-500">
                            $
                          </span>
                          <input {...getInputProps(item.amount, { type: "text" })} key={item.amount.key} className="input max-w-40" inputMode="decimal" />
                        </div>
                        <FieldErrors id={item.amount.errorId} errors={item.amount.errors} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-600">No classes yet: every child pays the tuition per child.</p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-semibold text-slate-900">What families are asked for</legend>
        <p className="text-sm text-slate-600">Documents</p>
        <Check label="Birth certificate" meta={fields.askBirthCertificate} />
        <Check label="Baptismal certificate" meta={fields.askBaptismalCertificate} />
        <p className="mt-2 text-sm text-slate-600">Permissions</p>
        <Check label="Photography permission" meta={fields.askPhotographyPermission} />
        <Check label="Safety class permission" meta={fields.askSafetyClassPermission} />
      </fieldset>
      <div>
        <label htmlFor={fields.welcomeMessage.id} className="label">
          Welcome message
        </label>
        <textarea {...getTextareaProps(fields.welcomeMessage)} key={fields.welcomeMessage.key} rows={4} className="input" aria-describedby={`${fields.welcomeMessage.id}-hint`} />
        <p id={`${fields.welcomeMessage.id}-hint`} className="mt-1 text-xs text-slate-500">
          Shown at the top of the registration form, as written (at most {WELCOME_MAX} characters). Write it in the languages your families read.
        </p>
        <FieldErrors id={fields.welcomeMessage.errorId} errors={fields.welcomeMessage.errors} />
      </div>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
