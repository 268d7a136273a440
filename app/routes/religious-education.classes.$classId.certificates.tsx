import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, SubmitButton } from "~/components/forms/field";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { certificatesPath, CertificateSettingsSchema } from "~/modules/education/certificates/certificate-settings";
import { getCertificateSettings } from "~/modules/education/certificates/get-certificate-settings.server";
import { requestCertificates } from "~/modules/education/certificates/request-certificates.server";
import { getClass } from "~/modules/education/classes/get-class.server";
import { requireEducationScope } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Certificates: ${data?.schoolClass.className ?? "Class"} | Parish Administration` }];

async function load(request: Request, classId: string) {
  const scope = await requireEducationScope(request, "staff");
  const [schoolClass, years] = await Promise.all([getClass(scope, { id: classId }).catch(orNotFound), listYearOptions(scope.churchId)]);
  // Another church's year (or none at all) is not found here: the batch would be made for it.
  const asked = new URL(request.url).searchParams.get("year");
  const year = asked ? years.find((y) => y.id === asked) : chooseYear(years, null);
  if (!year) throw new Response("Not Found", { status: 404 });
  return { scope, schoolClass, year };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { scope, schoolClass, year } = await load(request, params.classId ?? "");
  return { schoolClass: { id: schoolClass.id, className: schoolClass.className }, year, settings: await getCertificateSettings(scope.churchId) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { scope, schoolClass, year } = await load(request, params.classId ?? "");
  return formAction(request, {
    schema: CertificateSettingsSchema,
    save: async ({ value }) => {
      const batch = await requestCertificates({ churchId: scope.churchId, classId: schoolClass.id, yearId: year.id, settings: value, userId: scope.context.user.id });
      return redirect(certificatesPath(batch.id));
    },
  });
}

/** 'Certificates' of a class (spec: confirmation-certificate with the class and the settings): the settings to print, then the PDF. */
export default function ClassCertificates() {
  const { schoolClass, year, settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "certificate-settings",
    lastResult: actionData?.result,
    defaultValue: settings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CertificateSettingsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={`/religious-education/classes/${schoolClass.id}?year=${year.id}`}>{schoolClass.className}</Link> <span aria-hidden="true">›</span> <span aria-current="page">Certificates</span>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">Confirmation Certificates</h1>
      <p className="text-sm text-slate-600">
        One certificate per student registered in {schoolClass.className} for {year.yearName}, on landscape Letter paper (plain or pre-printed), with each student's confirmation date when it is recorded.
      </p>
      <Form method="post" {...getFormProps(form)} className="card flex flex-col gap-4">
        <FieldErrors id={form.errorId} errors={form.errors} />
        <Field label="Church name" meta={fields.churchName} autoComplete="off" />
        <Field label="Pastor's name" meta={fields.pastorName} autoComplete="off" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="City" meta={fields.city} autoComplete="off" />
          <Field label="State" meta={fields.state} autoComplete="off" />
        </div>
        <p className="text-xs text-slate-500">These settings are kept for the parish's next certificates.</p>
        <div className="flex justify-end">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Starting...">
            Make Certificates
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
