import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ClassForm } from "~/components/education/class-form";
import { ClassSchema } from "~/modules/education/classes/class-schema";
import { fromOf } from "~/modules/education/edit-page.server";
import { getClass } from "~/modules/education/classes/get-class.server";
import { churchScope } from "~/modules/education/scope.server";
import { listStaffOptions } from "~/modules/education/people/list-staff-options.server";
import { updateClass } from "~/modules/education/classes/update-class.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { orNotFound } from "~/utils/errors.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Edit Class | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const [schoolClass, teachers, volunteers] = await Promise.all([
    getClass(churchScope(church.id), { id: params.classId ?? "" }).catch(orNotFound),
    listStaffOptions("teacher", church.id),
    listStaffOptions("volunteer", church.id),
  ]);
  return { schoolClass, teachers, volunteers, from: fromOf(request) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return formAction(request, {
    schema: ClassSchema,
    save: async ({ value }) => {
      const saved = await updateClass(church.id, params.classId ?? "", value);
      const to = fromOf(request) ?? `/religious-education/classes/${saved.id}`;
      return redirectWithToast(request, to, { type: "success", message: `Class ${saved.className} updated successfully.` });
    },
  });
}

export default function EditClass() {
  const { schoolClass: c, teachers, volunteers, from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Edit Class</h1>
      <ClassForm
        lastResult={actionData?.result}
        defaultValue={{
          className: c.className,
          teacherId: c.teacher?.id ?? "",
          assistantId: c.assistant?.id ?? "",
          volunteerId: c.volunteer?.id ?? "",
          meets: c.meets ?? "",
          location: c.location ?? "",
          tags: c.tags.join(", "),
          minAge: c.minAge?.toString() ?? "",
          maxAge: c.maxAge?.toString() ?? "",
        }}
        teachers={teachers}
        volunteers={volunteers}
        cancelTo={from ?? `/religious-education/classes/${c.id}`}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
