import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadSponsorsPage } from "~/modules/education/people/sponsors-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Sponsors | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return loadSponsorsPage(church.id, new URL(request.url).searchParams, context);
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
      rows={sponsors}
      list={list}
    >
      {(s) => (
        <tr key={s.id}>
          <td>
            <a href={`/religious-education/sponsors/${s.id}/edit`}>{s.name}</a>
          </td>
          <td>{s.candidate ? <a href={`/religious-education/students/${s.candidate.id}`}>{s.candidate.name}</a> : null}</td>
          <td>{s.parish}</td>
          <td>{s.email}</td>
          <td>{s.documentCount}</td>
        </tr>
      )}
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
