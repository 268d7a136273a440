import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { ClassSelect, YearSelect } from "~/components/education/year-select";
import { loadRegistrationsPage } from "~/modules/education/registrations/registrations-page.server";
import { fullName } from "~/modules/education/names";
import { PAID_FILTERS } from "~/modules/education/registrations/registration-schema";
import { requireChurchContext } from "~/utils/church-context.server";
import { formatCents } from "~/utils/money";
import { AREA_ROLES } from "~/utils/roles";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Registrations | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.education });
  return loadRegistrationsPage(church.id, new URL(request.url).searchParams);
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function PaidBadge({ paid }: { paid: boolean }) {
  return paid ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Paid</span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Unpaid</span>
  );
}

export default function Registrations() {
  const { years, classes, filters, list } = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Registrations</h1>
        <div className="flex flex-wrap gap-2">
          {filters.year ? (
            <Link to={`/religious-education/email-parents?year=${filters.year}${filters.classId ? `&class=${filters.classId}` : ""}`} className="btn-secondary no-underline">
              E-mail Parents
            </Link>
          ) : null}
          <Link to={`/religious-education/registrations/add${filters.classId ? `?class=${filters.classId}` : ""}`} className="btn no-underline">
            Add Registration
          </Link>
        </div>
      </div>
      {years.length === 0 ? (
        <p className="card text-sm text-slate-600">
          There is no school year yet. <Link to="/religious-education/years/add">Add a school year</Link> to start registering students.
        </p>
      ) : (
        <Form method="get" className="card grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <YearSelect id="filter-year" years={years} defaultValue={filters.year} />
          <ClassSelect id="filter-class" classes={classes} defaultValue={filters.classId} allLabel="All classes" />
          <div>
            <label htmlFor="filter-q" className="label">
              Student name
            </label>
            <input id="filter-q" name="q" type="search" defaultValue={filters.search} className="input" placeholder="Search by name" />
          </div>
          <div>
            <label htmlFor="filter-paid" className="label">
              Paid
            </label>
            <select id="filter-paid" name="paid" defaultValue={filters.paid} className="input">
              {PAID_FILTERS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </Form>
      )}
      {list ? (
        <section className="card overflow-x-auto p-0">
          <p className="px-4 py-3 text-sm text-slate-600">
            {list.total} {list.total === 1 ? "registration" : "registrations"} · Tuition total: <strong className="text-slate-900">{formatCents(list.tuitionCents)}</strong> · Unpaid:{" "}
            <strong className="text-slate-900">{formatCents(list.unpaidCents)}</strong>
          </p>
          {list.rows.length === 0 ? (
            <p className="px-4 pb-4 text-sm text-slate-500">No registrations match these filters.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Class</th>
                  <th scope="col">Tuition</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Photography</th>
                  <th scope="col">Safety Class</th>
                  <th scope="col">Notes</th>
                  <th scope="col">
                    <span className="sr-only">Edit</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((r) => (
                  <tr key={r.id}>
                    <td>
                      <Link to={`/religious-education/students/${r.student.id}`}>{fullName(r.student)}</Link>
                    </td>
                    <td>
                      <Link to={`/religious-education/classes/${r.schoolClass.id}`}>{r.schoolClass.className}</Link>
                    </td>
                    <td className="tabular-nums">{formatCents(r.tuitionCents)}</td>
                    <td>
                      <PaidBadge paid={r.paid} />
                    </td>
                    <td>{yesNo(r.photographyPermission)}</td>
                    <td>{yesNo(r.safetyClassPermission)}</td>
                    <td className="max-w-xs truncate" title={r.notes ?? undefined}>
                      {r.notes}
                    </td>
                    <td>
                      <div className="flex gap-3">
                        <Link to={`/religious-education/registrations/${r.id}/payments`} aria-label={`Tuition of ${fullName(r.student)}`}>
                          Tuition
                        </Link>
                        <Link to={`/religious-education/registrations/${r.id}/edit?from=${encodeURIComponent(here)}`} aria-label={`Edit registration of ${fullName(r.student)}`}>
                          Edit
                        </Link>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {list.pageCount > 1 ? (
            <div className="px-4 py-3">
              <Pager page={list.page} pageCount={list.pageCount}>{`Page ${list.page} of ${list.pageCount}`}</Pager>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
