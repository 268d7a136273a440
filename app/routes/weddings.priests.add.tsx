import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { StaffMemberForm } from "~/components/staff/staff-member-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PRIESTS, WEDDING_MESSAGES } from "~/modules/weddings/options";
import { PRIEST_ROLES, PriestSchema } from "~/modules/weddings/priest-schema";
import { savePriest } from "~/modules/weddings/priests.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Priest | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: PriestSchema,
    save: async ({ value }) => {
      await savePriest(church.id, value);
      return redirectWithToast(request, PRIESTS, { type: "success", message: WEDDING_MESSAGES.priestSaved });
    },
  });
}

export default function AddPriest() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Priest</h1>
      <StaffMemberForm lastResult={actionData?.result} defaultValue={{ personType: "CLERGY", role: "PRIEST", status: "ACTIVE" }} roles={PRIEST_ROLES} cancelTo={PRIESTS} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
