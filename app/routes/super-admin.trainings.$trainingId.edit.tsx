import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDelete } from "~/components/education/confirm-delete";
import { TrainingForm } from "~/components/super-admin/training-form";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { deleteTraining } from "~/modules/super-admin/delete-training.server";
import { getTraining } from "~/modules/super-admin/get-training.server";
import { saveTraining } from "~/modules/super-admin/save-training.server";
import { TrainingSchema } from "~/modules/super-admin/training-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { AREA_ROLES } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Edit Training | Super Admin | Parish Administration" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return { training: await getTraining(params.trainingId ?? "").catch(orNotFound) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return formAction(request, {
    schema: TrainingSchema,
    intents: {
      delete: async () => {
        const { title } = await deleteTraining(user, params.trainingId ?? "");
        return redirectWithToast(request, "/super-admin/trainings", { type: "success", message: `${title} deleted successfully` });
      },
    },
    save: async ({ value }) => {
      await saveTraining(user, value, params.trainingId ?? "");
      return redirectWithToast(request, "/super-admin/trainings", { type: "success", message: "Training updated successfully." });
    },
  });
}

export default function EditTraining() {
  const { training } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Edit Training</h1>
        <ConfirmDelete title="Delete Training" label="Delete Training" text={`"${training.title}" will be removed from every parish's training library.`} cancelHref={location.pathname} />
      </div>
      <TrainingForm
        key={String(training.updatedAt)}
        lastResult={actionData?.result}
        defaultValue={{ title: training.title, category: training.category, module: training.module, videoUrl: training.videoUrl }}
        cancelTo="/super-admin/trainings"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
