import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { LinkedRows } from "~/components/ui/linked-rows";
import type { ReportPageData } from "~/modules/education/reports/report-loader.server";
import { REPORT_PAGE_SIZE } from "~/modules/education/reports/reports";
import { groupDigits } from "~/utils/en-us";
import { ReportFilters } from "./report-filters";
import { ReportPrintTitle, ReportToolbar } from "./report-toolbar";

export type ReportColumn<Row> = { header: string; cell: (row: Row) => React.ReactNode; className?: string };

export const reportMeta: MetaFunction = ({ data }) => [{ title: `${(data as ReportPageData<unknown> | undefined)?.report.title ?? "Report"} | Parish Administration` }];

/** A student's name, linking to their page in the portal the report is in (a plain link: the rows' one click handler navigates, see LinkedRows). */
export function StudentLink({ base, id, name }: { base: string; id: string; name: string }) {
  return (
    <a href={`${base}/students/${id}`} className="font-medium">
      {name}
    </a>
  );
}

/** The columns every report starts with: the student's name (a link) and the class. */
export const nameColumn = (base: string): ReportColumn<{ studentId: string; name: string }> => ({
  header: "Student Name",
  cell: (r) => <StudentLink base={base} id={r.studentId} name={r.name} />,
});
export const classColumn: ReportColumn<{ className: string }> = { header: "Class", cell: (r) => r.className };

/** The page component of a report, given its columns (the student links go to `base`, the portal's). */
export function reportPage<Row extends { id: string }>(columnsOf: (base: string) => ReportColumn<Row>[]) {
  return function Report() {
    const data = useLoaderData<ReportPageData<Row>>();
    return <ReportPage data={data} columns={columnsOf(data.base)} />;
  };
}

const students = (n: number) => `${groupDigits(n)} ${n === 1 ? "student" : "students"}`;

/** How many rows; on a report of several pages, which ones are shown, and that the download holds them all. */
function RowCount({ data }: { data: ReportPageData<unknown> }) {
  const first = (data.page - 1) * REPORT_PAGE_SIZE + 1;
  const shown = data.rows.count;
  return (
    <p className="px-3 pt-3 text-sm text-slate-600 print:px-0 print:pt-1" role="status">
      {data.total > shown ? `Showing ${first}–${first + shown - 1} of ${students(data.total)}` : students(data.total)}
      {data.total > shown ? <span className="print:hidden">. Print prints the students shown; the download holds all {students(data.total)}.</span> : null}
    </p>
  );
}

/**
 * A report page: title, Print and Download, its filters (GET), what to know about the rows, and
 * its rows in one table, REPORT_PAGE_SIZE a page (a class fits one page). On paper only the title
 * line and the table.
 */
export function ReportPage<Row extends { id: string }>({ data, columns }: { data: ReportPageData<Row>; columns: ReportColumn<Row>[] }) {
  const { report, fields, rows, notes } = data;
  return (
    <div className="flex flex-col gap-4">
      <ReportPrintTitle church={data.print.church} title={report.title} fields={fields} printedOn={data.print.printedOn} />
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <div>
          {data.portal === "staff" ? (
            <p className="text-sm">
              <Link to={`${data.base}/reports`}>Reports</Link>
            </p>
          ) : null}
          <h1 className="text-2xl font-bold text-slate-900">{report.title}</h1>
          <p className="text-sm text-slate-600">{report.description}</p>
        </div>
        {data.hasYear ? <ReportToolbar downloadHref={data.downloadHref} /> : null}
      </div>
      <ReportFilters fields={fields} />
      {notes.map((note) => (
        <p key={note} className="text-sm text-slate-700">
          {note}
        </p>
      ))}
      {!data.hasYear ? (
        <div className="card text-center text-slate-600">There is no school year yet.</div>
      ) : rows.count === 0 ? (
        <div className="card text-center text-slate-600">No students match these filters.</div>
      ) : (
        <section className="card overflow-x-auto p-0 print:overflow-visible" aria-label={report.title}>
          <RowCount data={data} />
          <table className="table mt-2">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <LinkedRows rows={rows}>
              {(row) => (
                <tr key={row.id}>
                  {columns.map((c) => (
                    <td key={c.header} className={c.className}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              )}
            </LinkedRows>
          </table>
          <div className="px-3 py-3 print:hidden">
            <Pager page={data.page} pageCount={Math.ceil(data.total / REPORT_PAGE_SIZE)} />
          </div>
        </section>
      )}
    </div>
  );
}
