import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PriestFilterNote } from "~/components/weddings/wedding-table";
import { weddingPath } from "~/modules/weddings/options";
import { selectedPriestIds } from "~/modules/weddings/priest-selection.server";
import { weddingNotesReport } from "~/modules/weddings/reports.server";
import { weddingWhen } from "~/modules/weddings/rules";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Upcoming Weddings Notes Report | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { weddings: await weddingNotesReport(church.id, await selectedPriestIds(church.id, request)) };
}

export default function WeddingNotesReport() {
  const { weddings } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Upcoming Weddings Notes Report</h1>
      <PriestFilterNote />
      {weddings.length === 0 ? <p className="card text-sm text-slate-600">No upcoming wedding has notes.</p> : null}
      {weddings.map((w) => (
        <section key={w.id} aria-labelledby={`wedding-${w.id}`} className="card flex flex-col gap-1">
          <h2 id={`wedding-${w.id}`} className="text-lg font-semibold text-slate-900">
            <Link to={weddingPath(w.id)}>{w.couple}</Link>
          </h2>
          <p className="text-sm text-slate-600">
            {weddingWhen(w.date)}
            {w.priest ? ` · ${w.priest}` : ""}
          </p>
          <p className="text-sm whitespace-pre-line text-slate-800">{w.notes}</p>
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
