import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { FilterSelect } from "~/components/education/filter-select";
import { Pager } from "~/components/education/pager";
import { LinkedRows } from "~/components/ui/linked-rows";
import { yearLabel } from "~/components/education/year-select";
import type { StudentFilters } from "~/modules/education/students/list-students.server";
import { loadStudentsPage } from "~/modules/education/students/students-page.server";
import { STUDENT_STATUS_LABEL, STUDENT_STATUSES, STUDENT_TYPE_LABEL, STUDENT_TYPES } from "~/modules/education/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Students | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return loadStudentsPage(church.id, new URL(request.url).searchParams, context);
}

/** The filters as a query string, for the links that drop one of them. */
function filterQuery(f: StudentFilters) {
  const params = new URLSearchParams();
  const entries: [string, string | null][] = [
    ["q", f.q || null],
    ["type", f.type],
    ["status", f.status],
    ["class", f.classId],
    ["year", f.yearId],
    ["missing", f.missing],
    ["profession", f.profession],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

const SPECIAL = { missing: "Current students missing a sacrament certificate", profession: "Profession of Faith required" } as const;

export default function Students() {
  const { filters, years, classes, classYearName, rows, total, page, pageCount, first, last } = useLoaderData<typeof loader>();
  const query = filterQuery(filters);
  const without = (key: string) => {
    const params = new URLSearchParams(query);
    params.delete(key);
    return `?${params}`;
  };
  const filtered = query.toString() !== "";
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Students</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/religious-education/imports" className="btn-secondary">
            Import Students
          </Link>
          <Link to="/religious-education/students/add" className="btn">
            Add Student
          </Link>
        </div>
      </div>
      <Form method="get" className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-6" role="search" aria-label="Student filters">
        <div className="lg:col-span-2">
          <label htmlFor="q" className="label">
            Search Students
          </label>
          <input id="q" name="q" type="search" defaultValue={filters.q} placeholder="Student name" className="input" />
        </div>
        <FilterSelect name="type" label="Student Type" value={filters.type} options={STUDENT_TYPES} />
        <FilterSelect name="status" label="Status" value={filters.status} options={STUDENT_STATUSES} />
        <FilterSelect name="class" label="Class" value={filters.classId} options={classes.map((c) => ({ value: c.id, label: c.className }))} />
        <FilterSelect name="year" label="School Year" value={filters.yearId} options={years.map((y) => ({ value: y.id, label: yearLabel(y) }))} />
        {filters.missing ? <input type="hidden" name="missing" value={filters.missing} /> : null}
        {filters.profession ? <input type="hidden" name="profession" value={filters.profession} /> : null}
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="btn">
            Search
          </button>
          {filtered ? (
            <Link to="/religious-education/students" className="btn-secondary">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {(["missing", "profession"] as const).map((key) =>
        filters[key] ? (
          <p key={key} className="flex items-center gap-2 text-sm text-slate-700">
            <span className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900">{SPECIAL[key]}</span>
            <Link to={without(key)}>Show all</Link>
          </p>
        ) : null,
      )}
      {rows.count === 0 ? (
        <div className="card text-center text-slate-600">{filtered ? "No students match these filters." : "No students yet. Add the first one with Add Student."}</div>
      ) : (
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Age</th>
                <th>Type</th>
                <th>Status</th>
                <th>Class{classYearName ? <span className="ml-1 font-normal text-slate-500">({classYearName})</span> : null}</th>
                <th>Parents</th>
              </tr>
            </thead>
            <LinkedRows rows={rows}>
              {(s) => (
                <tr key={s.id}>
                  <td>
                    <a href={`/religious-education/students/${s.id}`} className="font-medium">
                      {s.name}
                    </a>
                  </td>
                  <td>{s.age ?? "—"}</td>
                  <td>{STUDENT_TYPE_LABEL[s.type]}</td>
                  <td>{STUDENT_STATUS_LABEL[s.status]}</td>
                  <td>{s.schoolClass ? <a href={`/religious-education/classes/${s.schoolClass.id}`}>{s.schoolClass.className}</a> : "—"}</td>
                  <td>
                    {s.parents.map((p) => (
                      <a key={p.id} href={`/religious-education/parents/${p.id}/edit`} className="block">
                        {p.name}
                      </a>
                    ))}
                  </td>
                </tr>
              )}
            </LinkedRows>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount}>
        {total > 0 ? `Showing ${first}–${last} of ${total}` : null}
      </Pager>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
