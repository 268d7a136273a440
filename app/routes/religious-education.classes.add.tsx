import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClassForm } from "~/components/education/class-form";
import { ClassSchema } from "~/modules/education/classes/class-schema";
import { createClass } from "~/modules/education/classes/create-class.server";
import { listStaffOptions } from "~/modules/education/people/list-staff-options.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Add Class | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [teachers, volunteers] = await Promise.all([listStaffOptions("teacher", church.id), listStaffOptions("volunteer", church.id)]);
  return { teachers, volunteers };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: ClassSchema,
    save: async ({ value }) => {
      const created = await createClass(church.id, value);
      return redirectWithToast(request, `/religious-education/classes/${created.id}`, { type: "success", message: `Class ${created.className} added successfully.` });
    },
  });
}

export default function AddClass() {
  const { teachers, volunteers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Class</h1>
      <ClassForm lastResult={actionData?.result} teachers={teachers} volunteers={volunteers} cancelTo="/religious-education/classes" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
