import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BaptismForm } from "~/components/baptisms/baptism-form";
import { Breadcrumbs } from "~/components/baptisms/breadcrumbs";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { BaptismSchema } from "~/modules/baptisms/baptism-schema";
import { listBaptismDateOptions } from "~/modules/baptisms/date-options.server";
import { deleteBaptism } from "~/modules/baptisms/delete-baptism.server";
import { deleteBaptismDocument } from "~/modules/baptisms/delete-baptism-document.server";
import { formValuesOf } from "~/modules/baptisms/form-values";
import { getBaptism } from "~/modules/baptisms/get-baptism.server";
import { BAPTISM_MESSAGES, BAPTISMS } from "~/modules/baptisms/options";
import { saveBaptism } from "~/modules/baptisms/save-baptism.server";
import { BAPTISM_UPLOADS } from "~/modules/baptisms/uploads.server";
import { dateAndTime } from "~/modules/parish/wall-clock";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Baptism | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  const baptism = await getBaptism(church.id, params.baptismId ?? "").catch(orNotFound);
  const dateOptions = await listBaptismDateOptions(church.id, baptism.date.id);
  return { baptism, dateOptions, from: fromOf(request), changing: new URL(request.url).searchParams.getAll("change") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  const back = fromOf(request) ?? BAPTISMS;
  const idOf = (formData: FormData) => requirePostedId(formData, "baptismId", params.baptismId, BAPTISM_MESSAGES.baptismIdRequired);
  return formAction(request, {
    schema: BaptismSchema,
    uploads: BAPTISM_UPLOADS,
    intents: {
      delete: async (formData) => {
        await deleteBaptism(church.id, idOf(formData));
        return redirectWithToast(request, back, { type: "success", message: BAPTISM_MESSAGES.deleted });
      },
      "delete-document": async (formData) => {
        const deleted = await deleteBaptismDocument(church.id, params.baptismId ?? "", String(formData.get("documentId") ?? ""));
        const url = new URL(request.url);
        return redirectWithToast(request, url.pathname + url.search, { type: "success", message: BAPTISM_MESSAGES.documentDeleted(deleted.label, deleted.name) });
      },
    },
    save: async ({ value, formData, files }) => {
      await saveBaptism({ churchId: church.id, baptismId: idOf(formData), userId: user.id, values: value, files });
      return redirectWithToast(request, back, { type: "success", message: BAPTISM_MESSAGES.updated });
    },
  });
}

export default function EditBaptism() {
  const { baptism, dateOptions, from, changing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Breadcrumbs trail={[{ label: "Baptisms", to: BAPTISMS }, { label: baptism.name }]} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{baptism.name}</h1>
          <p className="text-sm text-slate-600">
            {dateAndTime(baptism.date.date)} · {baptism.date.officiant}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {baptism.celebrated ? (
            <a href={`/baptisms/${baptism.id}/certificate`} className="btn-secondary btn-small">
              Baptism certificate
            </a>
          ) : null}
          <ConfirmDelete title="Delete Baptism" label="Delete Baptism" text={BAPTISM_MESSAGES.deleteConfirm(baptism.name)} fields={{ baptismId: baptism.id }} cancelHref={location.pathname + location.search} />
        </div>
      </div>
      <BaptismForm
        key={baptism.updatedAt.toString()}
        lastResult={actionData?.result}
        defaultValue={formValuesOf(baptism)}
        baptismId={baptism.id}
        dateOptions={dateOptions}
        documents={baptism.documents}
        register={baptism.celebrated}
        changing={changing}
        cancelTo={from ?? BAPTISMS}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
