import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StudentForm } from "~/components/education/student-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { createStudent } from "~/modules/education/students/create-student.server";
import { fromOf } from "~/modules/education/edit-page.server";
import { listParentOptions } from "~/modules/education/people/list-parent-options.server";
import { churchScope } from "~/modules/education/scope.server";
import { MESSAGES } from "~/modules/education/options";
import { BIRTH_CERTIFICATE_RULE } from "~/modules/education/uploads.server";
import { STUDENT_ADDED, StudentSchema } from "~/modules/education/students/student-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Student | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return { parents: await listParentOptions(churchScope(church.id)), from: fromOf(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: StudentSchema,
    uploads: { birthCertificate: BIRTH_CERTIFICATE_RULE },
    failed: MESSAGES.studentUpdateFailed,
    save: async ({ value, files }) => {
      const saved = await createStudent({ churchId: church.id, userId: user.id, values: value, birthCertificate: files.birthCertificate });
      return redirectWithToast(request, `/religious-education/students/${saved.id}`, { type: "success", message: STUDENT_ADDED });
    },
  });
}

export default function AddStudent() {
  const { parents, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const here = "/religious-education/students/add";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Student</h1>
      <StudentForm
        defaults={{ type: "CHURCH", status: "CURRENT" }}
        parents={parents}
        birthCertificate={null}
        changeCertificate={false}
        hrefs={{ cancel: from ?? "/religious-education/students", change: here, keep: here }}
        from={null}
        lastResult={actionData?.result}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
