import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BaptismDateForm } from "~/components/baptisms/baptism-date-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { BaptismDateSchema } from "~/modules/baptisms/date-schema";
import { getBaptismDate } from "~/modules/baptisms/get-baptism-date.server";
import { BAPTISM_DATES, BAPTISM_MESSAGES } from "~/modules/baptisms/options";
import { saveBaptismDate } from "~/modules/baptisms/save-baptism-date.server";
import { dateInput, timeInput } from "~/modules/parish/wall-clock";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { listOfficiantOptions } from "~/modules/staff/officiants.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES, hasAnyRole } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Baptism Date | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church, roles } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  const date = await getBaptismDate(church.id, params.dateId ?? "").catch(orNotFound);
  return { date, officiants: await listOfficiantOptions(church.id, date.officiantId), mayAddStaff: hasAnyRole(roles, AREA_ROLES.churchStaff), from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  return formAction(request, {
    schema: BaptismDateSchema,
    save: async ({ value, formData }) => {
      await saveBaptismDate(church.id, value, requirePostedId(formData, "dateId", params.dateId, BAPTISM_MESSAGES.dateIdRequired));
      return redirectWithToast(request, fromOf(request) ?? BAPTISM_DATES, { type: "success", message: BAPTISM_MESSAGES.dateUpdated });
    },
  });
}

export default function EditBaptismDate() {
  const { date, officiants, mayAddStaff, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Baptism Date</h1>
      <BaptismDateForm
        lastResult={actionData?.result}
        dateId={date.id}
        defaultValue={{ date: dateInput(date.date), time: timeInput(date.date), officiant: date.officiantId }}
        officiants={officiants}
        mayAddStaff={mayAddStaff}
        cancelTo={from ?? BAPTISM_DATES}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
