import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NameSearch, Pager } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listSponsors } from "~/modules/education/list-sponsors.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Sponsors | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  return { ...(await listSponsors(church.id, { q, page: Number(url.searchParams.get("page")) || 1 })), q };
}

export default function Sponsors() {
  const { sponsors, total, page, pageCount, q } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Sponsors</h1>
        <Link to="/religious-education/sponsors/add" className="btn">
          Add Sponsor
        </Link>
      </div>
      <NameSearch q={q} />
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Candidate</th>
              <th>Parish</th>
              <th>Email</th>
              <th># of Documents</th>
            </tr>
          </thead>
          <tbody>
            {sponsors.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/religious-education/sponsors/${s.id}/edit`}>{s.name}</Link>
                </td>
                <td>{s.candidate ? <Link to={`/religious-education/students/${s.candidate.id}`}>{s.candidate.name}</Link> : null}</td>
                <td>{s.parish}</td>
                <td>{s.email}</td>
                <td>{s.documentCount}</td>
              </tr>
            ))}
            {sponsors.length === 0 ? (
              <tr>
                <td colSpan={5} className="text-center text-slate-500">
                  {q ? "Nothing found." : "No sponsors yet."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} total={total} nouns={["sponsor", "sponsors"]} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
