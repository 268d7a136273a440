import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FuneralForm } from "~/components/funerals/funeral-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { NEW_FUNERAL } from "~/modules/funerals/form-values";
import { FuneralSchema } from "~/modules/funerals/funeral-schema";
import { FUNERAL_MESSAGES, FUNERALS } from "~/modules/funerals/options";
import { saveFuneral } from "~/modules/funerals/save-funeral.server";
import { listOfficiantOptions } from "~/modules/staff/officiants.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Funeral | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { officiants: await listOfficiantOptions(church.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: FuneralSchema,
    save: async ({ value }) => {
      const { id } = await saveFuneral(church.id, value);
      return redirectWithToast(request, `${FUNERALS}/${id}`, { type: "success", message: FUNERAL_MESSAGES.added });
    },
  });
}

export default function AddFuneral() {
  const { officiants } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Funeral</h1>
      <FuneralForm lastResult={actionData?.result} defaultValue={NEW_FUNERAL} officiants={officiants} cancelTo={FUNERALS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
