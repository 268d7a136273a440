import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BaptismDateForm } from "~/components/baptisms/baptism-date-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { BaptismDateSchema } from "~/modules/baptisms/date-schema";
import { BAPTISM_DATES, BAPTISM_MESSAGES } from "~/modules/baptisms/options";
import { saveBaptismDate } from "~/modules/baptisms/save-baptism-date.server";
import { listOfficiantOptions } from "~/modules/staff/officiants.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES, hasAnyRole } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Baptism Date | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church, roles } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  return { officiants: await listOfficiantOptions(church.id), mayAddStaff: hasAnyRole(roles, AREA_ROLES.churchStaff) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  return formAction(request, {
    schema: BaptismDateSchema,
    save: async ({ value }) => {
      await saveBaptismDate(church.id, value);
      return redirectWithToast(request, BAPTISM_DATES, { type: "success", message: BAPTISM_MESSAGES.dateAdded });
    },
  });
}

export default function AddBaptismDate() {
  const { officiants, mayAddStaff } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Baptism Date</h1>
      <BaptismDateForm lastResult={actionData?.result} officiants={officiants} mayAddStaff={mayAddStaff} cancelTo={BAPTISM_DATES} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
