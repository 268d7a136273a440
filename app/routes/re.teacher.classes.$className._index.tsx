import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { ClassDetails, TableHead } from "~/components/education/class-tables";
import { YearSelect } from "~/components/education/year-select";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import type { Contact } from "~/modules/education/classes/list-class-registrations.server";
import { loadTeacherClassPage } from "~/modules/education/classes/teacher-class-page.server";
import { CLASS_TABLES, classViewQuery, EXCLUSIONS } from "~/modules/education/classes/teacher-class-view";
import { SACRAMENTAL_STATUS_LABEL, STUDENT_TYPE_LABEL } from "~/modules/education/options";
import { requireEducationScope } from "~/modules/education/scope.server";
import { formatDate } from "~/utils/dates";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.schoolClass.className ?? "Class"} | Teacher Dashboard` }];

/**
 * A class of the teacher (by the spec's slug; any other slug, or another teacher's class, is the
 * 404 page): its Current students of the chosen year (default current) as the Student Roster or
 * the Parent Contact Info (`?table=`), filtered by the exclusion filter (`?exclusion=`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const scope = await requireEducationScope(request, "teacher");
  return loadTeacherClassPage(scope, params.className ?? "", new URL(request.url).searchParams, context);
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function ContactCell({ contact }: { contact: Contact | null }) {
  if (!contact) return <span className="text-slate-500">—</span>;
  return (
    <div className="flex flex-col">
      <span>{contact.name}</span>
      {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
      {contact.cellPhone ? <a href={`tel:${contact.cellPhone}`}>{contact.cellPhone}</a> : null}
    </div>
  );
}

function ExportIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
    </svg>
  );
}

export default function TeacherClassPage() {
  const { schoolClass: c, years, year, view, students } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const base = `/re/teacher/classes/${c.slug}`;
  const table = CLASS_TABLES.find((t) => t.value === view.table)!;
  const roster = view.table === "student-roster";
  const name = (s: NonNullable<typeof students.rows>[number]["student"]) => (
    // A plain link in LinkedRows: a class has hundreds of rows (see LinkedRows).
    <a href={`/re/teacher/students/${s.id}`}>{`${s.lastname}, ${s.firstname}`}</a>
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{c.className}</h1>
      <ClassDetails schoolClass={c} />
      <nav aria-label="Tables" className="flex flex-wrap gap-1 border-b border-slate-200">
        {CLASS_TABLES.map((t) => (
          <Link
            key={t.value}
            to={`${base}${classViewQuery({ ...view, table: t.value })}`}
            aria-current={t.value === view.table ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium no-underline ${t.value === view.table ? "border-brand-700 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Class filters" onChange={(event) => submit(event.currentTarget)}>
          <input type="hidden" name="table" value={view.table} />
          <div>
            <label htmlFor="exclusion" className="label">
              Sacramental Status
            </label>
            <select id="exclusion" name="exclusion" defaultValue={view.exclusion} className="input">
              {EXCLUSIONS.map((e) => (
                <option key={e.value} value={e.value}>
                  {e.label}
                </option>
              ))}
            </select>
          </div>
          {years.length ? <YearSelect years={years} defaultValue={view.yearId ?? ""} /> : null}
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
        {year ? (
          <a href={`${base}/export${classViewQuery(view)}`} download className="btn-secondary" title={`Export ${table.label} (.xlsx)`}>
            <ExportIcon />
            <span className="sr-only">Export {table.label} (.xlsx)</span>
          </a>
        ) : null}
      </div>
      <section className="card overflow-x-auto p-0" aria-labelledby="table-title">
        <h2 id="table-title" className="px-5 pt-4 text-lg font-semibold text-slate-900">
          {table.label} {year ? year.yearName : null} ({students.count})
        </h2>
        {students.count === 0 ? (
          <p className="px-5 pt-2 pb-5 text-sm text-slate-600">No current student of this class matches these filters.</p>
        ) : roster ? (
          <table className="table mt-3">
            <TableHead columns={["Name", "Age", "Date of Birth", "Type", "Sacramental Status", "Photography Permission", "Safety Class Permission", "Notes"]} />
            <LinkedRows rows={students}>
              {(r) => (
                <tr key={r.id}>
                  <td className="font-medium whitespace-nowrap">{name(r.student)}</td>
                  <td>{r.age ?? ""}</td>
                  <td>{r.student.dateOfBirth ? formatDate(r.student.dateOfBirth) : ""}</td>
                  <td>{STUDENT_TYPE_LABEL[r.student.type]}</td>
                  <td>{SACRAMENTAL_STATUS_LABEL[r.student.sacramentalStatus]}</td>
                  <td>{yesNo(r.photographyPermission)}</td>
                  <td>{yesNo(r.safetyClassPermission)}</td>
                  <td className="max-w-xs whitespace-pre-line">{r.notes}</td>
                </tr>
              )}
            </LinkedRows>
          </table>
        ) : (
          <table className="table mt-3">
            <TableHead columns={["Student", "Mother", "Father", "Guardian"]} />
            <LinkedRows rows={students}>
              {(r) => (
                <tr key={r.id}>
                  <td className="font-medium whitespace-nowrap">{name(r.student)}</td>
                  <td>
                    <ContactCell contact={r.mother} />
                  </td>
                  <td>
                    <ContactCell contact={r.father} />
                  </td>
                  <td>
                    <ContactCell contact={r.guardian} />
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
