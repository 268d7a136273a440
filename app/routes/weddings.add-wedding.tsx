import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/baptisms/breadcrumbs";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { WeddingForm } from "~/components/weddings/wedding-form";
import { fromOf } from "~/modules/education/edit-page.server";
import { listOfficiantOptions } from "~/modules/staff/officiants.server";
import { newWeddingValues } from "~/modules/weddings/form-values";
import { WEDDING_MESSAGES, weddingPath, WEDDINGS } from "~/modules/weddings/options";
import { saveWedding } from "~/modules/weddings/save-wedding.server";
import { WEDDING_UPLOADS } from "~/modules/weddings/uploads.server";
import { WeddingSchema } from "~/modules/weddings/wedding-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Wedding | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { priests: await listOfficiantOptions(church.id), from: fromOf(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: WeddingSchema,
    uploads: WEDDING_UPLOADS,
    save: async ({ value, files }) => {
      const { id } = await saveWedding({ churchId: church.id, userId: user.id, values: value, files });
      return redirectWithToast(request, fromOf(request) ?? weddingPath(id), { type: "success", message: WEDDING_MESSAGES.added });
    },
  });
}

export default function AddWedding() {
  const { priests, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Breadcrumbs trail={[{ label: "Weddings", to: WEDDINGS }, { label: "Add Wedding" }]} />
      <h1 className="text-2xl font-bold text-slate-900">Add Wedding</h1>
      <WeddingForm lastResult={actionData?.result} defaultValue={newWeddingValues()} priests={priests} changing={[]} cancelTo={from ?? WEDDINGS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
