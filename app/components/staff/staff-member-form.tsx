import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { SelectField } from "~/components/education/sacrament-fields";
import { Field, FieldErrors } from "~/components/forms/field";
import { PERSON_TYPES, STAFF_ROLES, STAFF_STATUSES } from "~/modules/staff/options";
import { StaffMemberSchema } from "~/modules/staff/staff-schema";

export type StaffMemberValues = Record<"firstname" | "middlename" | "lastname" | "personType" | "role" | "status" | "email" | "phone", string>;

/** Add or edit a staff member: name, person type, role, status, e-mail and phone. */
export function StaffMemberForm({
  lastResult,
  defaultValue,
  staffId,
  cancelTo,
  roles = STAFF_ROLES,
  idField = "staffId",
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<StaffMemberValues>;
  staffId?: string;
  cancelTo: string;
  /** The roles offered (Weddings › Priests: Priest and Deacon). */
  roles?: readonly { value: string; label: string }[];
  /** The name of the posted id ('priestId' on the priests' page). */
  idField?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaultValue ?? { status: "ACTIVE" },
    constraint: getZodConstraint(StaffMemberSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffMemberSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      {staffId ? <input type="hidden" name={idField} value={staffId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="First Name" meta={fields.firstname} autoComplete="off" />
        <Field label="Middle Name" meta={fields.middlename} autoComplete="off" />
        <Field label="Last Name" meta={fields.lastname} autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Person Type" meta={fields.personType} options={PERSON_TYPES} empty="Select..." />
        <SelectField label="Role" meta={fields.role} options={roles} empty="Select..." />
        <SelectField label="Status" meta={fields.status} options={STAFF_STATUSES} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" type="email" meta={fields.email} autoComplete="off" />
        <Field label="Phone" type="tel" meta={fields.phone} autoComplete="off" />
      </div>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
