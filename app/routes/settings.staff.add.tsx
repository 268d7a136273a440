import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { StaffMemberForm } from "~/components/staff/staff-member-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { STAFF_LIST, STAFF_MESSAGES } from "~/modules/staff/options";
import { saveStaffMember } from "~/modules/staff/save-staff-member.server";
import { StaffMemberSchema } from "~/modules/staff/staff-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Staff Member | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: StaffMemberSchema,
    save: async ({ value }) => {
      await saveStaffMember(church.id, value);
      return redirectWithToast(request, STAFF_LIST, { type: "success", message: STAFF_MESSAGES.saved });
    },
  });
}

export default function AddStaffMember() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Staff Member</h1>
      <StaffMemberForm lastResult={actionData?.result} cancelTo={STAFF_LIST} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
