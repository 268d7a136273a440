import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { funeralTimeLabel } from "~/modules/funerals/funeral-time";
import { getFuneralNotesReport } from "~/modules/funerals/notes-report.server";
import { longDate } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Upcoming Funerals Notes Report | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { funerals: await getFuneralNotesReport(church.id) };
}

export default function FuneralNotesReport() {
  const { funerals } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Upcoming Funerals Notes Report</h1>
      {funerals.length === 0 ? <p className="card text-sm text-slate-600">No upcoming funerals with notes.</p> : null}
      {funerals.map((f) => {
        const time = funeralTimeLabel(f.funeralTime);
        return (
          <section key={f.id} aria-labelledby={`funeral-${f.id}`} className="card flex flex-col gap-1">
            <p className="text-sm font-medium text-slate-600">
              {longDate(f.dateOfFuneral)}
              {time ? ` at ${time}` : ""}
            </p>
            <h2 id={`funeral-${f.id}`} className="text-lg font-semibold text-slate-900">
              <Link to={`/funerals/${f.id}`}>{f.name}</Link>
            </h2>
            <p className="whitespace-pre-line text-sm text-slate-700">{f.notes}</p>
          </section>
        );
      })}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
