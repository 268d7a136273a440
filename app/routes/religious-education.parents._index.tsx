import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PARENT_ROLE_LABEL, PARENT_ROLES } from "~/modules/education/options";
import { loadParentsPage } from "~/modules/education/people/parents-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Parents | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return loadParentsPage(church.id, new URL(request.url).searchParams, context);
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
      rows={parents}
      list={list}
    >
      {(p) => (
        <tr key={p.id}>
          <td>
            <a href={`/religious-education/parents/${p.id}/edit`}>{p.name}</a>
          </td>
          <td>{PARENT_ROLE_LABEL[p.role]}</td>
          <td>{p.email}</td>
          <td>{p.cellPhone}</td>
          <td>
            {p.children.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ", " : null}
                <a href={`/religious-education/students/${c.id}`}>{c.name}</a>
              </span>
            ))}
          </td>
        </tr>
      )}
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
