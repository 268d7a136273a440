import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BaptismForm } from "~/components/baptisms/baptism-form";
import { Breadcrumbs } from "~/components/baptisms/breadcrumbs";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { BaptismSchema } from "~/modules/baptisms/baptism-schema";
import { listBaptismDateOptions } from "~/modules/baptisms/date-options.server";
import { godparentRows } from "~/modules/baptisms/form-values";
import { BAPTISM_MESSAGES, BAPTISMS } from "~/modules/baptisms/options";
import { saveBaptism } from "~/modules/baptisms/save-baptism.server";
import { BAPTISM_UPLOADS } from "~/modules/baptisms/uploads.server";
import { fromOf } from "~/modules/education/edit-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Baptism | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  const dateOptions = await listBaptismDateOptions(church.id);
  // ?date= preselects a date of the list (the upcoming list's "Add a baptism on this date").
  const date = dateOptions.find((o) => o.id === new URL(request.url).searchParams.get("date"))?.id ?? "";
  return { dateOptions, date, from: fromOf(request) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { church, user } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  return formAction(request, {
    schema: BaptismSchema,
    uploads: BAPTISM_UPLOADS,
    save: async ({ value, files }) => {
      await saveBaptism({ churchId: church.id, userId: user.id, values: value, files });
      return redirectWithToast(request, fromOf(request) ?? BAPTISMS, { type: "success", message: BAPTISM_MESSAGES.added });
    },
  });
}

export default function AddBaptism() {
  const { dateOptions, date, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <Breadcrumbs trail={[{ label: "Baptisms", to: BAPTISMS }, { label: "Add Baptism" }]} />
      <h1 className="text-2xl font-bold text-slate-900">Add Baptism</h1>
      <BaptismForm lastResult={actionData?.result} defaultValue={{ dateTime: date, godparents: godparentRows([]) }} dateOptions={dateOptions} register={null} changing={[]} cancelTo={from ?? BAPTISMS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
