import { EmptyRow } from "~/components/ui/list-parts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listHouseholds } from "~/modules/website/list-households.server";
import { shortDate } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Heads of Households | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return listHouseholds(church.id, { page: readPage(new URL(request.url).searchParams) });
}

/** Heads of households (spec: GET /forms/heads-of-households): each family that sent the form, newest first. */
export default function Households() {
  const { households, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="households" className="flex flex-col gap-3">
      <h2 id="households" className="text-xl font-semibold text-slate-900">
        Heads of Households
      </h2>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <caption className="sr-only">Households, newest first</caption>
          <thead>
            <tr>
              <th>Head of Household</th>
              <th>Members</th>
              <th className="hidden sm:table-cell">City</th>
              <th className="hidden sm:table-cell">Phone</th>
              <th>Submitted</th>
              <th>
                <span className="sr-only">View</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {households.map((h) => {
              const name = h.head ? `${h.head.firstname} ${h.head.lastname}` : "No members";
              return (
                <tr key={h.id}>
                  <td className="font-medium text-slate-900">{name}</td>
                  <td>{h.memberCount}</td>
                  <td className="hidden sm:table-cell">{h.city}</td>
                  <td className="hidden sm:table-cell">{h.phone}</td>
                  <td>{shortDate(h.createdAt)}</td>
                  <td>
                    <Link to={`/website/public-forms/households/${h.id}`} aria-label={`View household of ${name}`}>
                      View
                    </Link>
                  </td>
                </tr>
              );
            })}
            {households.length === 0 ? <EmptyRow colSpan={6}>No household yet.</EmptyRow> : null}
          </tbody>
        </table>
      </div>
      <CountPager page={page} pageCount={pageCount} total={total} one="household" many="households" />
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
