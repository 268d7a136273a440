import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TrainingLibrary } from "~/components/layout/training-library";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listTrainings } from "~/modules/trainings/list-trainings.server";
import { readTrainingModule } from "~/modules/trainings/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Trainings | Super Admin | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  const module = readTrainingModule(new URL(request.url).searchParams.get("module"));
  return { module, trainings: await listTrainings(module) };
}

/** The Video Training Library every parish sees, as super-admins keep it. */
export default function Trainings() {
  const { module, trainings } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Trainings</h1>
        <Link to="/super-admin/trainings/add" className="btn">
          Add Training
        </Link>
      </div>
      <TrainingLibrary
        trainings={trainings}
        module={module}
        actions={(t) => (
          <Link to={`/super-admin/trainings/${t.id}/edit`} aria-label={`Edit ${t.title}`}>
            Edit
          </Link>
        )}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
