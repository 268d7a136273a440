import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { getNotesReport } from "~/modules/baptisms/notes-report.server";
import { dateAndTime } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Upcoming Baptisms Notes Report | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  return { dates: await getNotesReport(church.id) };
}

export default function NotesReport() {
  const { dates } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Upcoming Baptisms Notes Report</h1>
      {dates.length === 0 ? <p className="card text-sm text-slate-600">No upcoming baptism dates.</p> : null}
      {dates.map((d) => (
        <section key={d.id} aria-labelledby={`date-${d.id}`} className="card flex flex-col gap-3">
          <h2 id={`date-${d.id}`} className="text-lg font-semibold text-slate-900">
            {dateAndTime(d.date)}
          </h2>
          {d.baptisms.length ? (
            <ul className="flex flex-col gap-3">
              {d.baptisms.map((b) => (
                <li key={b.id}>
                  <Link to={`/baptisms/${b.id}?from=${encodeURIComponent("/baptisms/reports/notes-report")}`} className="font-medium">
                    {b.name}
                  </Link>
                  <p className="whitespace-pre-line text-sm text-slate-700">{b.notes}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No notes for this date.</p>
          )}
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
