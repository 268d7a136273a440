import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listBaptismDates } from "~/modules/baptisms/list-baptism-dates.server";
import { BAPTISM_DATES } from "~/modules/baptisms/options";
import { clockTime, longDate } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Baptism Dates | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  const params = new URL(request.url).searchParams;
  const when = params.get("when") === "past" ? "past" : "upcoming";
  return { ...(await listBaptismDates(church.id, { when, page: readPage(params) })), when };
}

export default function BaptismDates() {
  const { dates, when, total, page, pageCount } = useLoaderData<typeof loader>();
  const tab = (value: "upcoming" | "past", label: string) => (
    <Link to={value === "past" ? `${BAPTISM_DATES}?when=past` : BAPTISM_DATES} aria-current={when === value ? "page" : undefined} className={when === value ? "btn btn-small" : "btn-secondary btn-small"}>
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Baptism Dates</h1>
        <Link to={`${BAPTISM_DATES}/add`} className="btn">
          Add Baptism Date
        </Link>
      </div>
      <nav aria-label="Which dates" className="flex gap-2">
        {tab("upcoming", "Upcoming")}
        {tab("past", "Past")}
      </nav>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Date</th>
              <th>Time</th>
              <th>Officiant</th>
              <th>Edit</th>
            </tr>
          </thead>
          <tbody>
            {dates.map((d) => (
              <tr key={d.id}>
                <td>{longDate(d.date)}</td>
                <td>{clockTime(d.date)}</td>
                <td>{d.officiant}</td>
                <td>
                  <Link to={`${BAPTISM_DATES}/${d.id}/edit`} aria-label={`Edit ${longDate(d.date)} ${clockTime(d.date)}`}>
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
            {dates.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-center text-slate-500">
                  {when === "past" ? "No past baptism dates." : "No upcoming baptism dates. Add one to schedule baptisms."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount}>
        {total} {total === 1 ? "date" : "dates"}
        {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : null}
      </Pager>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
