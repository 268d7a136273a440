import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FuneralForm } from "~/components/funerals/funeral-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { funeralFormValues } from "~/modules/funerals/form-values";
import { FuneralSchema } from "~/modules/funerals/funeral-schema";
import { getFuneral } from "~/modules/funerals/get-funeral.server";
import { FUNERAL_MESSAGES, FUNERALS } from "~/modules/funerals/options";
import { saveFuneral } from "~/modules/funerals/save-funeral.server";
import { listOfficiantOptions } from "~/modules/staff/officiants.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Funeral | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  const funeral = await getFuneral(church.id, params.funeralId ?? "").catch(orNotFound);
  return { funeral, officiants: await listOfficiantOptions(church.id, funeral.officiantId), from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: FuneralSchema,
    save: async ({ value, formData }) => {
      const { id } = await saveFuneral(church.id, value, requirePostedId(formData, "funeralId", params.funeralId, FUNERAL_MESSAGES.funeralIdRequired));
      return redirectWithToast(request, fromOf(request) ?? `${FUNERALS}/${id}`, { type: "success", message: FUNERAL_MESSAGES.updated });
    },
  });
}

export default function EditFuneral() {
  const { funeral, officiants, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Funeral: {funeral.name}</h1>
      <FuneralForm
        key={funeral.updatedAt.toString()}
        lastResult={actionData?.result}
        defaultValue={funeralFormValues(funeral)}
        funeralId={funeral.id}
        officiants={officiants}
        cancelTo={from ?? `${FUNERALS}/${funeral.id}`}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
