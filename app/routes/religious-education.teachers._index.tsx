import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NameSearch, Pager } from "~/components/education/people-list";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listTeachers } from "~/modules/education/list-teachers.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Teachers | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  return { ...(await listTeachers(church.id, { q, page: Number(url.searchParams.get("page")) || 1 })), q };
}

export default function Teachers() {
  const { teachers, total, page, pageCount, q } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Teachers</h1>
        <Link to="/religious-education/teachers/add" className="btn">
          Add Teacher
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
            {teachers.length === 0 ? (
              <tr>
                <td colSpan={4} className="text-center text-slate-500">
                  {q ? "Nothing found." : "No teachers yet."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} total={total} nouns={["teacher", "teachers"]} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
