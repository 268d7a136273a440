import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PeopleList } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listTeachers } from "~/modules/education/people/list-teachers.server";
import { peopleListQuery } from "~/modules/education/people/people-list.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Teachers | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const { q, page } = peopleListQuery(request);
  return { ...(await listTeachers(church.id, { q, page })), q };
}

export default function Teachers() {
  const { teachers, q, ...list } = useLoaderData<typeof loader>();
  return (
    <PeopleList
      title="Teachers"
      add={{ to: "/religious-education/teachers/add", label: "Add Teacher" }}
      nouns={["teacher", "teachers"]}
      q={q}
      columns={["Name", "Email", "Cell Phone", "Classes"]}
      rowCount={teachers.length}
      list={list}
    >
      {teachers.map((t) => (
        <tr key={t.id}>
          <td>
            <Link to={`/religious-education/teachers/${t.id}/edit`}>{t.name}</Link>
          </td>
          <td>{t.email}</td>
          <td>{t.cellPhone}</td>
          <td>
            {[...t.classes.map((c) => ({ ...c, note: "" })), ...t.assistedClasses.map((c) => ({ ...c, note: " (assistant)" }))].map((c, i) => (
              <span key={`${c.id}${c.note}`}>
                {i > 0 ? ", " : null}
                <Link to={`/religious-education/classes/${c.id}`}>{c.className}</Link>
                {c.note}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </PeopleList>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
