import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listSponsors } from "~/modules/education/people/list-sponsors.server";
import { peopleListQuery } from "~/modules/education/people/people-list.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Sponsors | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const { q, page } = peopleListQuery(request);
  return { ...(await listSponsors(church.id, { q, page })), q };
}

export default function Sponsors() {
  const { sponsors, q, ...list } = useLoaderData<typeof loader>();
  return (
    <PeopleList
      title="Sponsors"
      add={{ to: "/religious-education/sponsors/add", label: "Add Sponsor" }}
      nouns={["sponsor", "sponsors"]}
      q={q}
      columns={["Name", "Candidate", "Parish", "Email", "# of Documents"]}
      rowCount={sponsors.length}
      list={list}
    >
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
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
