import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { StaffForm } from "~/components/education/staff-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { createTeacher } from "~/modules/education/people/create-teacher.server";
import { StaffSchema } from "~/modules/education/people/person-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Teacher | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.education });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const submission = parseWithZod(await request.formData(), { schema: StaffSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await createTeacher(church.id, submission.value);
  return redirectWithToast(request, "/religious-education/teachers", { type: "success", message: "Teacher saved successfully" });
}

export default function AddTeacher() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Teacher</h1>
      <StaffForm lastResult={actionData?.result} cancelTo="/religious-education/teachers" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
