import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StaffMemberForm } from "~/components/staff/staff-member-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fromOf, requirePostedId } from "~/modules/education/edit-page.server";
import { fullName } from "~/modules/education/names";
import { getStaffMember } from "~/modules/staff/get-staff-member.server";
import { STAFF_LIST, STAFF_MESSAGES } from "~/modules/staff/options";
import { saveStaffMember } from "~/modules/staff/save-staff-member.server";
import { StaffMemberSchema } from "~/modules/staff/staff-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Staff Member | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { staff: await getStaffMember(church.id, params.staffId ?? "").catch(orNotFound), from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return formAction(request, {
    schema: StaffMemberSchema,
    save: async ({ value, formData }) => {
      await saveStaffMember(church.id, value, requirePostedId(formData, "staffId", params.staffId, STAFF_MESSAGES.staffIdRequired));
      return redirectWithToast(request, fromOf(request) ?? STAFF_LIST, { type: "success", message: STAFF_MESSAGES.saved });
    },
  });
}

export default function EditStaffMember() {
  const { staff, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Staff Member: {fullName(staff)}</h1>
      <StaffMemberForm
        lastResult={actionData?.result}
        staffId={staff.id}
        defaultValue={{
          firstname: staff.firstname,
          middlename: staff.middlename ?? "",
          lastname: staff.lastname,
          personType: staff.personType,
          role: staff.role,
          status: staff.status,
          email: staff.email ?? "",
          phone: staff.phone ?? "",
        }}
        cancelTo={from ?? STAFF_LIST}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
