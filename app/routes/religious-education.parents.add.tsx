import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ParentForm } from "~/components/education/parent-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { createParent } from "~/modules/education/people/create-parent.server";
import { ParentSchema } from "~/modules/education/people/person-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Parent | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.education });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: ParentSchema,
    save: async ({ value }) => {
      const parent = await createParent(church.id, value);
      // Straight to the new parent's page, where their children are linked.
      return redirectWithToast(request, `/religious-education/parents/${parent.id}/edit`, { type: "success", message: "Parent saved successfully" });
    },
  });
}

export default function AddParent() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Parent</h1>
      <ParentForm lastResult={actionData?.result} cancelTo="/religious-education/parents" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
