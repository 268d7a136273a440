import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SacramentsForm } from "~/components/education/sacraments-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf } from "~/modules/education/edit-page.server";
import { MESSAGES } from "~/modules/education/options";
import { deleteStudentDocument, documentDeletedToast } from "~/modules/education/students/delete-student-document.server";
import { assertStudent } from "~/modules/education/students/get-student.server";
import { getStudentSacraments } from "~/modules/education/students/get-student-sacraments.server";
import { SacramentsSchema } from "~/modules/education/students/sacraments-schema";
import { updateSacraments } from "~/modules/education/students/update-sacraments.server";
import { SACRAMENT_DOCUMENT_RULES } from "~/modules/education/uploads.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Sacramental Records | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const student = await getStudentSacraments({ churchId: church.id, studentId: params.studentId ?? "" }).catch(orNotFound);
  return { student, from: fromOf(request), changing: new URL(request.url).searchParams.getAll("change") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const studentId = params.studentId ?? "";
  await assertStudent(church.id, studentId).catch(orNotFound);
  return formAction(request, {
    schema: SacramentsSchema,
    uploads: SACRAMENT_DOCUMENT_RULES,
    failed: MESSAGES.sacramentUpdateFailed,
    intents: {
      // A document card's Delete: back to this page with the spec's toast.
      "delete-document": async (formData) => {
        const url = new URL(request.url);
        const deletion = await deleteStudentDocument({ churchId: church.id, studentId, documentId: String(formData.get("documentId") ?? "") });
        return redirectWithToast(request, url.pathname + url.search, documentDeletedToast(deletion));
      },
    },
    save: async ({ value, files, fileLists }) => {
      await updateSacraments({ churchId: church.id, studentId, userId: user.id, values: value, uploads: { files, fileLists } });
      return redirectWithToast(request, fromOf(request) ?? "/login", { type: "success", message: MESSAGES.sacramentsUpdated });
    },
  });
}

export default function EditSacraments() {
  const { student, from, changing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <SacramentsForm student={student} lastResult={actionData?.result} changing={changing} cancelTo={from ?? `/religious-education/students/${student.id}`} />;
}

export const ErrorBoundary = RouteErrorBoundary;
