import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StaffMemberForm } from "~/components/staff/staff-member-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { requirePostedId } from "~/modules/education/edit-page.server";
import { fullName } from "~/modules/education/names";
import { PRIESTS, WEDDING_MESSAGES } from "~/modules/weddings/options";
import { PRIEST_ROLES, PriestSchema } from "~/modules/weddings/priest-schema";
import { getPriest, savePriest } from "~/modules/weddings/priests.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Priest | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { priest: await getPriest(church.id, params.priestId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: PriestSchema,
    save: async ({ value, formData }) => {
      // The spec's message for an edit without the priest's id, word for word.
      await savePriest(church.id, value, requirePostedId(formData, "priestId", params.priestId, WEDDING_MESSAGES.priestIdRequired));
      return redirectWithToast(request, PRIESTS, { type: "success", message: WEDDING_MESSAGES.priestSaved });
    },
  });
}

export default function EditPriest() {
  const { priest } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Priest: {fullName(priest)}</h1>
      <StaffMemberForm
        lastResult={actionData?.result}
        staffId={priest.id}
        idField="priestId"
        roles={PRIEST_ROLES}
        defaultValue={{
          firstname: priest.firstname,
          middlename: priest.middlename ?? "",
          lastname: priest.lastname,
          personType: priest.personType,
          role: priest.role,
          status: priest.status,
          email: priest.email ?? "",
          phone: priest.phone ?? "",
        }}
        cancelTo={PRIESTS}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
