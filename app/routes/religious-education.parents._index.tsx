import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listParents } from "~/modules/education/people/list-parents.server";
import { PARENT_ROLE_LABEL, PARENT_ROLES } from "~/modules/education/options";
import { peopleListQuery } from "~/modules/education/people/people-list.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Parents | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const { q, page, params } = peopleListQuery(request);
  const role = PARENT_ROLES.find((o) => o.value === params.get("role"))?.value ?? null;
  return { ...(await listParents(church.id, { q, role, page })), q, role };
}

export default function Parents() {
  const { parents, q, role, ...list } = useLoaderData<typeof loader>();
  return (
    <PeopleList
      title="Parents"
      add={{ to: "/religious-education/parents/add", label: "Add Parent" }}
      nouns={["parent", "parents"]}
      q={q}
      filtered={q !== "" || role !== null}
      filters={
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
      }
      columns={["Name", "Role", "Email", "Cell Phone", "Children"]}
      rowCount={parents.length}
      list={list}
    >
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
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
