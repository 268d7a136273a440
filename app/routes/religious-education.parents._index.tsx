import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NameSearch, Pager } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listParents } from "~/modules/education/list-parents.server";
import { PARENT_ROLE_LABEL, PARENT_ROLES } from "~/modules/education/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Parents | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const role = PARENT_ROLES.find((o) => o.value === url.searchParams.get("role"))?.value ?? null;
  const list = await listParents(church.id, { q, role, page: Number(url.searchParams.get("page")) || 1 });
  return { ...list, q, role };
}

export default function Parents() {
  const { parents, total, page, pageCount, q, role } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Parents</h1>
        <Link to="/religious-education/parents/add" className="btn">
          Add Parent
        </Link>
      </div>
      <NameSearch q={q}>
        <div>
          <label htmlFor="role" className="label">
            Role
          </label>
          <select id="role" name="role" defaultValue={role ?? ""} className="input">
            <option value="">All roles</option>
            {PARENT_ROLES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </NameSearch>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Role</th>
              <th>Email</th>
              <th>Cell Phone</th>
              <th>Children</th>
            </tr>
          </thead>
          <tbody>
            {parents.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`/religious-education/parents/${p.id}/edit`}>{p.name}</Link>
                </td>
                <td>{PARENT_ROLE_LABEL[p.role]}</td>
                <td>{p.email}</td>
                <td>{p.cellPhone}</td>
                <td>
                  {p.children.map((c, i) => (
                    <span key={c.id}>
                      {i > 0 ? ", " : null}
                      <Link to={`/religious-education/students/${c.id}`}>{c.name}</Link>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
            {parents.length === 0 ? (
              <tr>
                <td colSpan={5} className="text-center text-slate-500">
                  {q || role ? "Nothing found." : "No parents yet."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} total={total} nouns={["parent", "parents"]} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
