import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NameSearch, Pager } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listVolunteers } from "~/modules/education/list-volunteers.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Volunteers | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  return { ...(await listVolunteers(church.id, { q, page: Number(url.searchParams.get("page")) || 1 })), q };
}

export default function Volunteers() {
  const { volunteers, total, page, pageCount, q } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Volunteers</h1>
        <Link to="/religious-education/volunteers/add" className="btn">
          Add Volunteer
        </Link>
      </div>
      <NameSearch q={q} />
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Cell Phone</th>
              <th>Classes</th>
            </tr>
          </thead>
          <tbody>
            {volunteers.map((t) => (
              <tr key={t.id}>
                <td>
                  <Link to={`/religious-education/volunteers/${t.id}/edit`}>{t.name}</Link>
                </td>
                <td>{t.email}</td>
                <td>{t.cellPhone}</td>
                <td>
                  {t.classes.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 ? ", " : null}
                      <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
            {volunteers.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-center text-slate-500">
                  {q ? "Nothing found." : "No volunteers yet."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} total={total} nouns={["volunteer", "volunteers"]} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
