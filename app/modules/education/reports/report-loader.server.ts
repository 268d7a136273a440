// What every report page shares: its guard (either portal), the School Year and Class filters, and
// the page's data. Each report adds its own filters and rows (report-query.server.ts).
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { formatDate } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { rowsOnce, type RowsOnce } from "~/utils/document-rows";
import { classInScope, requireEducationScope, type EducationPortal, type EducationScope, type ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { readPage } from "~/utils/paging";
import { NO_ROWS, type ReportClass, type ReportDefinition } from "./report-query.server";
import { REPORTS, reportPath, type FilterField, type ReportInfo } from "./reports";

export type ReportPageData<Row> = {
  report: ReportInfo;
  fields: FilterField[];
  hasYear: boolean;
  /** The page's rows: in a document's HTML only (see rowsOnce), as data on a navigation within the app. */
  rows: RowsOnce<Row>;
  /** All the rows of these filters, and the page shown (REPORT_PAGE_SIZE rows a page). */
  total: number;
  page: number;
  notes: string[];
  portal: EducationPortal;
  /** Where students' pages are: /religious-education or /re/teacher. */
  base: string;
  downloadHref: string;
  print: { church: string; printedOn: string };
};

/** What a report page needs of the scope: the church (and teacher), the portal and the church's name for the print header. */
type ReportScope = Pick<EducationScope, "churchId" | "teacherId" | "portal" | "base"> & { context: { church: { name: string } } };

const yearLabel = (y: { yearName: string; isCurrent: boolean }) => (y.isCurrent ? `${y.yearName} (current)` : y.yearName);

/**
 * A report for the URL's filters. Unknown or foreign values fall back to the defaults: the current
 * year, all classes, each filter's first option. A class outside the scope (another church's, another
 * teacher's) is treated like an id that does not exist, so the answer never tells whether it exists.
 */
export async function loadReport<Row>(definition: ReportDefinition<Row>, scope: ScopeKey, params: URLSearchParams, options: { allRows?: boolean } = {}) {
  const years = await listYearOptions(scope.churchId);
  const year = chooseYear(years, params.get("year"));
  const classes: ReportClass[] = year
    ? await db.schoolClass.findMany({
        where: { ...classInScope(scope), registrations: { some: { churchId: scope.churchId, schoolYearId: year.id } } },
        select: { id: true, className: true, tags: true, minAge: true, maxAge: true },
        orderBy: [{ className: "asc" }, { id: "asc" }],
      })
    : [];
  const schoolClass = classes.find((c) => c.id === params.get("class")) ?? null;
  const own = definition.filters?.(params) ?? [];
  const filters = Object.fromEntries(own.map((f) => [f.name, f.value]));
  const page = options.allRows ? null : readPage(params);
  const { rows, total, page: shown, notes = [] } = year ? await definition.load({ scope, year, classes, schoolClass, filters, page }) : { ...NO_ROWS, rows: [] as Row[] };
  const fields: FilterField[] = [
    ...(year ? [{ name: "year", label: "School Year", value: year.id, options: years.map((y) => ({ value: y.id, label: yearLabel(y) })) }] : []),
    ...(classes.length > 1 ? [{ name: "class", label: "Class", value: schoolClass?.id ?? "", options: [{ value: "", label: "All" }, ...classes.map((c) => ({ value: c.id, label: c.className }))] }] : []),
    ...own,
  ];
  // The filters as they were applied, defaults left out: the download link asks for exactly these rows.
  const query = new URLSearchParams(fields.filter((f) => f.value !== f.options[0]?.value || f.name === "year").map((f) => [f.name, f.value]));
  return { report: REPORTS[definition.key], year, fields, rows, total, page: shown, notes, query };
}

/** A report page's data for the URL's filters, in a scope (the loader adds only its guard); `context` a document request's: see rowsOnce. */
export async function loadReportPage<Row>(definition: ReportDefinition<Row>, scope: ReportScope, params: URLSearchParams, context?: AppLoadContext): Promise<ReportPageData<Row>> {
  const { report, year, fields, rows, total, page, notes, query } = await loadReport(definition, scope, params);
  const search = query.toString();
  return {
    report,
    fields,
    hasYear: year !== null,
    rows: rowsOnce(context, "report", rows),
    total,
    page,
    notes,
    portal: scope.portal,
    base: scope.base,
    downloadHref: `${reportPath(scope.base, definition.key)}/download${search ? `?${search}` : ""}`,
    print: { church: scope.context.church.name, printedOn: formatDate(new Date()) },
  };
}

/** The loader of a report page in either portal (the route files of both are this one line). */
export const reportLoader =
  <Row>(definition: ReportDefinition<Row>, portal: EducationPortal) =>
  async ({ request, context }: LoaderFunctionArgs): Promise<ReportPageData<Row>> =>
    loadReportPage(definition, await requireEducationScope(request, portal), new URL(request.url).searchParams, context);
