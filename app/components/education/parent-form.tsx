import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { PARENT_ROLES } from "~/modules/education/options";
import { ParentSchema } from "~/modules/education/people/person-schema";
import { SaveOrCancel } from "./cancel-link";
import { PersonFields } from "./people-form";

type ParentValues = { role: string; firstname: string; middlename: string; lastname: string; email: string; cellPhone: string };

/** Add or edit a parent: the person fields and the role (Mother, Father or Legal Guardian). */
export function ParentForm({
  lastResult,
  defaultValue,
  parentId,
  roleHint,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ParentValues;
  parentId?: string;
  roleHint?: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ParentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formData !== undefined && !navigation.formData.has("intent");
  return (
    <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <FieldErrors id={form.errorId} errors={form.errors} />
      <PersonFields fields={fields} />
      <div className="sm:w-1/2">
        <label htmlFor={fields.role.id} className="label">
          Role
        </label>
        <select {...getSelectProps(fields.role)} key={fields.role.key} className="input">
          <option value="">Choose a role</option>
          {PARENT_ROLES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {roleHint ? <p className="mt-1 text-xs text-slate-500">{roleHint}</p> : null}
        <FieldErrors id={fields.role.errorId} errors={fields.role.errors} />
      </div>
      <SaveOrCancel cancelTo={cancelTo} saving={saving} />
    </Form>
  );
}
