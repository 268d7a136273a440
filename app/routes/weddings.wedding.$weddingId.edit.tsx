import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/baptisms/breadcrumbs";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { WeddingForm } from "~/components/weddings/wedding-form";
import { requirePostedId } from "~/modules/education/edit-page.server";
import { listOfficiantOptions } from "~/modules/staff/officiants.server";
import { deleteWeddingDocument } from "~/modules/weddings/delete-wedding.server";
import { weddingFormValues } from "~/modules/weddings/form-values";
import { getWedding } from "~/modules/weddings/get-wedding.server";
import { WEDDING_MESSAGES, weddingPath, WEDDINGS } from "~/modules/weddings/options";
import { saveWedding } from "~/modules/weddings/save-wedding.server";
import { WEDDING_UPLOADS } from "~/modules/weddings/uploads.server";
import { WeddingSchema } from "~/modules/weddings/wedding-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Wedding | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  const wedding = await getWedding(church.id, params.weddingId ?? "").catch(orNotFound);
  const priests = await listOfficiantOptions(church.id, wedding.priest?.id);
  return { wedding, priests, changing: new URL(request.url).searchParams.getAll("change") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: WeddingSchema,
    uploads: WEDDING_UPLOADS,
    intents: {
      "delete-document": async (formData) => {
        const deleted = await deleteWeddingDocument(church.id, params.weddingId ?? "", String(formData.get("documentId") ?? ""));
        const url = new URL(request.url);
        return redirectWithToast(request, url.pathname + url.search, { type: "success", message: WEDDING_MESSAGES.documentDeleted(deleted.label, deleted.couple) });
      },
    },
    save: async ({ value, formData, files }) => {
      const weddingId = requirePostedId(formData, "weddingId", params.weddingId, WEDDING_MESSAGES.weddingIdRequired);
      await saveWedding({ churchId: church.id, weddingId, userId: user.id, values: value, files });
      return redirectWithToast(request, weddingPath(weddingId), { type: "success", message: WEDDING_MESSAGES.updated });
    },
  });
}

export default function EditWedding() {
  const { wedding, priests, changing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Breadcrumbs trail={[{ label: "Weddings", to: WEDDINGS }, { label: wedding.couple, to: weddingPath(wedding.id) }, { label: "Edit" }]} />
      <h1 className="text-2xl font-bold text-slate-900">Edit Wedding: {wedding.couple}</h1>
      <WeddingForm
        key={wedding.updatedAt.toString()}
        lastResult={actionData?.result}
        defaultValue={weddingFormValues(wedding)}
        weddingId={wedding.id}
        priests={priests}
        documents={wedding.documents}
        changing={changing}
        cancelTo={weddingPath(wedding.id)}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
