import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PriestFilterNote } from "~/components/weddings/wedding-table";
import { weddingPath } from "~/modules/weddings/options";
import { selectedPriestIds } from "~/modules/weddings/priest-selection.server";
import { itemsNeededReport } from "~/modules/weddings/reports.server";
import { weddingWhen } from "~/modules/weddings/rules";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Items Needed | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { weddings: await itemsNeededReport(church.id, await selectedPriestIds(church.id, request)) };
}

export default function ItemsNeeded() {
  const { weddings } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Items Needed</h1>
      <p className="text-sm text-slate-600">Each upcoming wedding with the documents and approvals it still lacks, soonest first.</p>
      <PriestFilterNote />
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Wedding</th>
              <th>Couple</th>
              <th>Documents needed</th>
              <th>Approvals needed</th>
            </tr>
          </thead>
          <tbody>
            {weddings.map((w) => (
              <tr key={w.id}>
                <td className="whitespace-nowrap">{weddingWhen(w.date)}</td>
                <td>
                  <Link to={weddingPath(w.id)}>{w.couple}</Link>
                  {w.priest ? <span className="block text-xs text-slate-500">{w.priest}</span> : null}
                </td>
                <td>{w.missing.documents.join(", ") || "—"}</td>
                <td>{w.missing.approvals.join(", ") || "—"}</td>
              </tr>
            ))}
            {weddings.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-center text-slate-500">
                  Every upcoming wedding has its documents and approvals.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
