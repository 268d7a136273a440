import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PersonPicker } from "~/components/education/person-picker";
import { SaveOrCancel } from "~/components/education/cancel-link";
import { RegistrationFields } from "~/components/education/registration-fields";
import { createRegistration } from "~/modules/education/registrations/create-registration.server";
import { fromOf } from "~/modules/education/edit-page.server";
import { listClassOptions } from "~/modules/education/classes/list-class-options.server";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { STUDENT_STATUS_LABEL } from "~/modules/education/options";
import { RegistrationSchema } from "~/modules/education/registrations/registration-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Add Registration | Parish Administration" }];

const LIST = "/religious-education/registrations";

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const url = new URL(request.url);
  const [students, classes, years] = await Promise.all([listStudentOptions(church.id), listClassOptions(church.id), listYearOptions(church.id)]);
  const known = (list: { id: string }[], id: string | null) => (id && list.some((o) => o.id === id) ? id : "");
  return {
    students,
    classes,
    years,
    from: fromOf(request),
    defaults: { studentId: known(students, url.searchParams.get("student")), schoolClassId: known(classes, url.searchParams.get("class")), schoolYearId: chooseYear(years, url.searchParams.get("year"))?.id ?? "" },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: RegistrationSchema,
    save: async ({ value }) => {
      await createRegistration({ churchId: church.id, values: value });
      return redirectWithToast(request, fromOf(request) ?? `${LIST}?year=${value.schoolYearId}`, { type: "success", message: "Registration saved successfully" });
    },
  });
}

export default function AddRegistration() {
  const { students, classes, years, from, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { ...defaults, tuition: "", paid: "no", photographyPermission: "no", safetyClassPermission: "no", notes: "" },
    constraint: getZodConstraint(RegistrationSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegistrationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const options = students.map((s) => ({ id: s.id, name: s.name, detail: s.status === "CURRENT" ? null : STUDENT_STATUS_LABEL[s.status] }));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Registration</h1>
      <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
        <PersonPicker
          key={fields.studentId.key}
          name={fields.studentId.name}
          label="Student"
          options={options}
          defaultValue={fields.studentId.initialValue as string | undefined}
          emptyLabel="Choose a student"
          errors={fields.studentId.errors}
        />
        <RegistrationFields fields={fields} classes={classes} years={years} />
        <SaveOrCancel cancelTo={from ?? LIST} saving={navigation.state === "submitting"} />
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
