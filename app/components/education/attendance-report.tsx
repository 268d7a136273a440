import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { LinkedRows } from "~/components/ui/linked-rows";
import type { attendanceReportLoader } from "~/modules/education/attendance/attendance-report-page.server";
import { ATTENDANCE_SORTS, studentPath } from "~/modules/education/attendance/attendance-pages";
import { Pager } from "./pager";
import { ReportToolbar, xlsxHref } from "./reports/report-toolbar";
import { ClassSelect, YearSelect } from "./year-select";

type Data = Awaited<ReturnType<ReturnType<typeof attendanceReportLoader>>>;

const absencesText = (n: number) => `At least ${n} ${n === 1 ? "absence" : "absences"}`;

/** Student Attendance (both portals): filters as a GET form, a sort toggle of links, the table (its rows once, LinkedRows), print and download. */
export function AttendanceReportPage() {
  const { years, year, classes, filters, rows, total, first, pageCount, base, paths } = useLoaderData<Data>();
  const location = useLocation();
  const href = (change: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    params.delete("page");
    for (const [key, value] of Object.entries(change)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  const addHref = filters.classId ? `${paths.wizard}?classId=${filters.classId}` : paths.wizard;
  const className = classes.find((c) => c.id === filters.classId)?.className;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Student Attendance</h1>
          <Link to={addHref} aria-label="Add Attendance" title="Add Attendance" className="btn h-9 w-9 rounded-full p-0 print:hidden">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
              <path d="M12 5v14M5 12h14" />
            </svg>
          </Link>
        </div>
        {year ? <ReportToolbar downloadHref={xlsxHref(paths.report, location.search)} /> : null}
      </div>
      {year ? (
        <>
          <Form method="get" className="card grid gap-3 sm:grid-cols-3 print:hidden" role="search" aria-label="Attendance filters">
            <YearSelect years={years} defaultValue={year.id} />
            {classes.length > 1 ? <ClassSelect classes={classes} defaultValue={filters.classId ?? ""} /> : null}
            {filters.sort !== "absences" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            {filters.minAbsences ? <input type="hidden" name="minAbsences" value={filters.minAbsences} /> : null}
            <div className="flex items-end">
              <button type="submit" className="btn">
                Show
              </button>
            </div>
          </Form>
          <p className="hidden text-sm text-slate-700 print:block">
            {[year.yearName, className, filters.minAbsences ? absencesText(filters.minAbsences) : null].filter(Boolean).join(" · ")}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <nav aria-label="Sort" className="flex flex-wrap items-center gap-1 text-sm">
              <span className="mr-1 text-slate-600">Sort by</span>
              {ATTENDANCE_SORTS.map((s) =>
                s.value === filters.sort ? (
                  <span key={s.value} aria-current="true" className="rounded-md bg-brand-600 px-2.5 py-1 font-semibold text-white">
                    {s.label}
                  </span>
                ) : (
                  <Link key={s.value} to={href({ sort: s.value === "absences" ? null : s.value })} className="btn-secondary btn-small">
                    {s.label}
                  </Link>
                ),
              )}
            </nav>
            {filters.minAbsences ? (
              <p className="flex items-center gap-2 text-sm">
                <span className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900">{absencesText(filters.minAbsences)}</span>
                <Link to={href({ minAbsences: null })} aria-label={`Remove filter: ${absencesText(filters.minAbsences)}`}>
                  Show all
                </Link>
              </p>
            ) : null}
          </div>
          {rows.count === 0 ? (
            <div className="card text-center text-slate-600">{filters.minAbsences || filters.classId ? "No students match these filters." : `No students are registered in ${year.yearName}.`}</div>
          ) : (
            <div className="card overflow-x-auto p-0 print:border-0 print:shadow-none">
              <table className="table">
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Class</th>
                    <th className="text-right">Missed Classes</th>
                  </tr>
                </thead>
                <LinkedRows rows={rows}>
                  {(r) => (
                    <tr key={r.registrationId} className="break-inside-avoid">
                      <td>
                        <a href={studentPath(base, r.studentId)} className="font-medium">
                          {r.name}
                        </a>
                      </td>
                      <td>{r.className}</td>
                      <td className="text-right tabular-nums">{r.absences}</td>
                    </tr>
                  )}
                </LinkedRows>
              </table>
            </div>
          )}
          <div className="print:hidden">
            <Pager page={filters.page} pageCount={pageCount}>
              {total > 0 ? `Showing ${first}–${first + rows.count - 1} of ${total}` : null}
            </Pager>
          </div>
        </>
      ) : (
        <div className="card text-center text-slate-600">There is no school year yet.</div>
      )}
    </div>
  );
}
