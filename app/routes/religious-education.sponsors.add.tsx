import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SponsorForm } from "~/components/education/sponsor-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listStudentOptions } from "~/modules/education/students/list-student-options.server";
import { SponsorSchema } from "~/modules/education/people/person-schema";
import { saveSponsor } from "~/modules/education/people/save-sponsor.server";
import { SPONSOR_DOCUMENTS_RULE } from "~/modules/education/uploads.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Sponsor | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return { students: await listStudentOptions(church.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: SponsorSchema,
    uploads: { documents: SPONSOR_DOCUMENTS_RULE },
    save: async ({ value, fileLists }) => {
      await saveSponsor({ churchId: church.id, values: value, documents: fileLists.documents, userId: user.id });
      return redirectWithToast(request, "/religious-education/sponsors", { type: "success", message: "Sponsor saved successfully" });
    },
  });
}

export default function AddSponsor() {
  const { students } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Sponsor</h1>
      <SponsorForm lastResult={actionData?.result} students={students} cancelTo="/religious-education/sponsors" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
