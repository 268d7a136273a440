import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PriestFilterNote, WhenTabs } from "~/components/weddings/wedding-table";
import { longDate } from "~/modules/parish/wall-clock";
import { weddingListQuery } from "~/modules/weddings/list-weddings.server";
import { weddingPath } from "~/modules/weddings/options";
import { selectedPriestIds } from "~/modules/weddings/priest-selection.server";
import { feesReport } from "~/modules/weddings/reports.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatCents } from "~/utils/money";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Fees Report | Parish Administration" }];

const PATH = "/weddings/fees-report";

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  const { when, page } = weddingListQuery(request);
  return { when, ...(await feesReport(church.id, { when, page, priestIds: await selectedPriestIds(church.id, request) })) };
}

export default function FeesReport() {
  const { when, weddings, totals, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Fees Report</h1>
      <WhenTabs when={when} hrefOf={(value) => (value === "past" ? `${PATH}?when=past` : PATH)} />
      <PriestFilterNote />
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Date</th>
              <th>Couple</th>
              <th>Priest</th>
              <th className="text-right">Agreed</th>
              <th className="text-right">Paid</th>
              <th className="text-right">Due</th>
            </tr>
          </thead>
          <tbody>
            {weddings.map((w) => (
              <tr key={w.id}>
                <td className="whitespace-nowrap">{longDate(w.date)}</td>
                <td>
                  <Link to={weddingPath(w.id)}>{w.couple}</Link>
                </td>
                <td>{w.priest ?? "—"}</td>
                <td className="text-right">{formatCents(w.agreed)}</td>
                <td className="text-right">{formatCents(w.paid)}</td>
                <td className={`text-right ${w.due ? "font-semibold text-amber-800" : ""}`}>{formatCents(w.due)}</td>
              </tr>
            ))}
            {weddings.length === 0 ? (
              <tr>
                <td colSpan={6} className="text-center text-slate-500">
                  No {when} weddings with fees.
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" colSpan={3} className="text-left">
                Totals ({total} {total === 1 ? "wedding" : "weddings"})
              </th>
              <td className="text-right">{formatCents(totals.agreed)}</td>
              <td className="text-right">{formatCents(totals.paid)}</td>
              <td className="text-right">{formatCents(totals.due)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
