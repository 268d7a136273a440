import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StudentForm } from "~/components/education/student-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf } from "~/modules/education/edit-page.server";
import { assertStudent, getStudent } from "~/modules/education/students/get-student.server";
import { listParentOptions } from "~/modules/education/people/list-parent-options.server";
import { fullName } from "~/modules/education/names";
import { MESSAGES } from "~/modules/education/options";
import { professionApplies } from "~/modules/education/students/sacraments-schema";
import { StudentSchema, studentFormDefaults } from "~/modules/education/students/student-schema";
import { updateStudent } from "~/modules/education/students/update-student.server";
import { BIRTH_CERTIFICATE_RULE } from "~/modules/education/uploads.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { safeRedirectPath } from "~/utils/landing";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Student | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [student, parents] = await Promise.all([getStudent(church.id, params.studentId ?? "").catch(orNotFound), listParentOptions(church.id)]);
  const url = new URL(request.url);
  const certificate = student.documents.find((d) => d.kind === "BIRTH_CERTIFICATE");
  return {
    id: student.id,
    name: fullName(student),
    defaults: studentFormDefaults(student),
    professionOfFaith: professionApplies(student.baptized),
    birthCertificate: certificate ? { id: certificate.id, fileId: certificate.fileId, ...certificate.file } : null,
    parents,
    from: fromOf(request),
    changeCertificate: url.searchParams.get("change") === "birthCertificate",
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const studentId = params.studentId ?? "";
  await assertStudent(church.id, studentId).catch(orNotFound);
  return formAction(request, {
    schema: StudentSchema,
    uploads: { birthCertificate: BIRTH_CERTIFICATE_RULE },
    failed: MESSAGES.studentUpdateFailed,
    save: async ({ value, files, formData }) => {
      await updateStudent({ churchId: church.id, userId: user.id, studentId, values: value, birthCertificate: files.birthCertificate });
      return redirectWithToast(request, safeRedirectPath(formData.get("from")) ?? "/login", { type: "success", message: MESSAGES.studentUpdated });
    },
  });
}

export default function EditStudent() {
  const { id, name, defaults, professionOfFaith, birthCertificate, parents, from, changeCertificate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const page = `/religious-education/students/${id}`;
  const fromQuery = from ? `from=${encodeURIComponent(from)}` : "";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Edit Student</h1>
        <p className="text-sm text-slate-600">{name}</p>
      </div>
      <StudentForm
        defaults={defaults}
        professionOfFaith={professionOfFaith}
        parents={parents}
        birthCertificate={birthCertificate}
        changeCertificate={changeCertificate}
        hrefs={{ cancel: from ?? page, change: `${page}/edit?change=birthCertificate${fromQuery ? `&${fromQuery}` : ""}`, keep: `${page}/edit${fromQuery ? `?${fromQuery}` : ""}` }}
        from={from}
        lastResult={actionData?.result}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
