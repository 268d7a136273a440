import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { TrainingForm } from "~/components/super-admin/training-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { saveTraining } from "~/modules/super-admin/save-training.server";
import { TrainingSchema } from "~/modules/super-admin/training-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Add Training | Super Admin | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return formAction(request, {
    schema: TrainingSchema,
    save: async ({ value }) => {
      await saveTraining(user, value);
      return redirectWithToast(request, "/super-admin/trainings", { type: "success", message: "Training added successfully." });
    },
  });
}

export default function AddTraining() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Add Training</h1>
      <TrainingForm lastResult={actionData?.result} cancelTo="/super-admin/trainings" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
