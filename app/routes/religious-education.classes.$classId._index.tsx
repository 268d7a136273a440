import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { ClassDetails, ContactLine } from "~/components/education/class-tables";
import { YearSelect } from "~/components/education/year-select";
import { loadClassPage } from "~/modules/education/classes/class-page.server";
import { fullName } from "~/modules/education/names";
import { requireEducationScope } from "~/modules/education/scope.server";
import { formatCents } from "~/utils/money";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.schoolClass.className ?? "Class"} | Parish Administration` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "staff");
  return loadClassPage(scope, params.classId ?? "", new URL(request.url).searchParams, context);
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export default function ClassPage() {
  const { schoolClass: c, years, year, registrations } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const base = `/religious-education/classes/${c.id}`;
  const here = year ? `${base}?year=${year.id}` : base;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{c.className}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={`${base}/edit?from=${encodeURIComponent(here)}`} className="btn-secondary">
            Edit Class
          </Link>
          <Link to={`/religious-education/registrations/add?class=${c.id}${year ? `&year=${year.id}` : ""}&from=${encodeURIComponent(here)}`} className="btn">
            Add Registration
          </Link>
        </div>
      </div>
      <ClassDetails schoolClass={c} teacherHref={c.teacher ? `/religious-education/teachers/${c.teacher.id}/edit?from=${encodeURIComponent(here)}` : undefined} />
      {year ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Form method="get" className="flex flex-wrap items-end gap-2" onChange={(event) => submit(event.currentTarget)}>
            <YearSelect years={years} defaultValue={year.id} />
            <button type="submit" className="btn-secondary">
              Show
            </button>
          </Form>
          <div className="flex flex-wrap gap-2">
            <Link to={`/religious-education/email-parents?year=${year.id}&class=${c.id}`} className="btn-secondary">
              E-mail Parents
            </Link>
            <Link to={`${base}/certificates?year=${year.id}`} className="btn-secondary">
              Certificates
            </Link>
            <a href={`${base}/export?year=${year.id}`} className="btn-secondary" download>
              Export
            </a>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          No school year yet: <Link to="/religious-education/years/add">add one</Link> to register students.
        </p>
      )}
      <section className="card overflow-x-auto p-0" aria-labelledby="registrations-title">
        <h2 id="registrations-title" className="px-5 pt-4 text-lg font-semibold text-slate-900">
          Registrations {year ? year.yearName : null} ({registrations.count})
        </h2>
        {registrations.count === 0 ? (
          <p className="px-5 pt-2 pb-5 text-sm text-slate-600">No student is registered in this class for this school year.</p>
        ) : (
          <table className="table mt-3">
            <thead>
              <tr>
                {["Student", "Age", "Parents", "Tuition", "Paid", "Photography Permission", "Safety Class Permission", "Notes"].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <LinkedRows rows={registrations}>
              {(r) => (
                <tr key={r.id}>
                  <td className="font-medium whitespace-nowrap">
                    <a href={`/religious-education/students/${r.student.id}`}>{`${r.student.lastname}, ${r.student.firstname}`}</a>
                  </td>
                  <td>{r.age ?? ""}</td>
                  <td>
                    <ul className="space-y-0.5 text-xs">
                      <ContactLine label="Mother" contact={r.mother} />
                      <ContactLine label="Father" contact={r.father} />
                      <ContactLine label="Guardian" contact={r.guardian} />
                    </ul>
                  </td>
                  <td>{formatCents(r.tuitionCents)}</td>
                  <td>{r.paid ? "Paid" : <span className="font-semibold text-red-700">Unpaid</span>}</td>
                  <td>{yesNo(r.photographyPermission)}</td>
                  <td>{yesNo(r.safetyClassPermission)}</td>
                  <td className="max-w-xs whitespace-pre-line">{r.notes}</td>
                  <td>
                    <a href={`/religious-education/registrations/${r.id}/edit?from=${encodeURIComponent(here)}`} className="btn-secondary btn-small">
                      Edit<span className="sr-only">{` registration of ${fullName(r.student)}`}</span>
                    </a>
                  </td>
                </tr>
              )}
            </LinkedRows>
          </table>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
