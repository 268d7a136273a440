import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listVolunteers } from "~/modules/education/people/list-volunteers.server";
import { peopleListQuery } from "~/modules/education/people/people-list.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Volunteers | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const { q, page } = peopleListQuery(request);
  return { ...(await listVolunteers(church.id, { q, page })), q };
}

export default function Volunteers() {
  const { volunteers, q, ...list } = useLoaderData<typeof loader>();
  return (
    <PeopleList
      title="Volunteers"
      add={{ to: "/religious-education/volunteers/add", label: "Add Volunteer" }}
      nouns={["volunteer", "volunteers"]}
      q={q}
      columns={["Name", "Email", "Cell Phone", "Classes"]}
      rowCount={volunteers.length}
      list={list}
    >
      {volunteers.map((v) => (
        <tr key={v.id}>
          <td>
            <Link to={`/religious-education/volunteers/${v.id}/edit`}>{v.name}</Link>
          </td>
          <td>{v.email}</td>
          <td>{v.cellPhone}</td>
          <td>
            {v.classes.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ", " : null}
                <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
              </span>
            ))}
          </td>
        </tr>
      ))}
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
