import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TrainingLibrary } from "~/components/layout/training-library";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listTrainings } from "~/modules/trainings/list-trainings.server";
import { readTrainingModule } from "~/modules/trainings/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Training | Religious Education | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.education });
  // The program's page opens on its own module; the filter still shows the others.
  const params = new URL(request.url).searchParams;
  const module = params.has("module") ? readTrainingModule(params.get("module")) : "RELIGIOUS_EDUCATION";
  return { module, trainings: await listTrainings(module) };
}

export default function Training() {
  const { module, trainings } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Training</h1>
      <TrainingLibrary trainings={trainings} module={module} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
