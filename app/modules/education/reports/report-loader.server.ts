// What every report shares: its guard (either portal), the School Year and Class filters, the rows
// of the year's registrations in scope, and the page's data. Each report adds its own filters and rows.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Prisma } from "~/generated/prisma/client";
import { formatDate } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { classInScope, registrationInScope, requireEducationScope, type EducationPortal, type EducationScope } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import type { SheetColumn as XlsxColumn } from "~/utils/xlsx.server";
import { REPORTS, reportPath, type FilterField, type FilterOption, type ReportInfo, type ReportKey } from "./reports";

export type ReportClass = { id: string; className: string; tags: string[]; minAge: number | null; maxAge: number | null };

/** What a report's rows are read for: the scope, the chosen year, the year's classes in scope, the chosen class and the report's own filters. */
export type ReportQuery = {
  scope: EducationScope;
  year: { id: string; yearName: string };
  /** The classes in scope with registrations in the year, by class name (the Class filter's choices). */
  classes: ReportClass[];
  /** The chosen class, or null for all of them. */
  schoolClass: ReportClass | null;
  /** The report's own filters, each a value among its options. */
  filters: Record<string, string>;
};

export type ReportDefinition<Row> = {
  key: ReportKey;
  /** The report's own filters read from the URL (selectFilter). */
  filters?: (params: URLSearchParams) => FilterField[];
  /** The rows, exactly as the page shows them and the .xlsx writes them, and lines said above them. */
  load: (query: ReportQuery) => Promise<{ rows: Row[]; notes?: string[] }>;
  columns: XlsxColumn<Row>[];
};

export type ReportPageData<Row> = {
  report: ReportInfo;
  fields: FilterField[];
  hasYear: boolean;
  rows: Row[];
  notes: string[];
  portal: EducationPortal;
  /** Where students' pages are: /religious-education or /re/teacher. */
  base: string;
  downloadHref: string;
  print: { church: string; printedOn: string };
};

/** A select filter read from the URL: anything but one of its options' values is the first option (its default). */
export function selectFilter(params: URLSearchParams, name: string, label: string, options: FilterOption[]): FilterField {
  const asked = params.get(name);
  return { name, label, value: options.some((o) => o.value === asked) ? asked! : options[0].value, options };
}

/** Registrations of the report's year (and chosen class), in scope: what every report lists. */
export const registrationsOf = (q: ReportQuery): Prisma.RegistrationWhereInput => ({
  ...registrationInScope(q.scope),
  schoolYearId: q.year.id,
  ...(q.schoolClass ? { schoolClassId: q.schoolClass.id } : {}),
});

/** What every report row selects: the student's name (and id, for the link) and the class's name. */
export const STUDENT_NAME = { id: true, firstname: true, middlename: true, lastname: true } as const;
export const CLASS_NAME = { select: { className: true } } as const;
/** The .xlsx columns every report starts with. */
export const NAME_COLUMN: XlsxColumn<{ name: string }> = { header: "Student Name", width: 28, value: (r) => r.name };
export const CLASS_COLUMN: XlsxColumn<{ className: string }> = { header: "Class", width: 24, value: (r) => r.className };

/** Reports list students by last name, then first name. */
export const BY_STUDENT_NAME: Prisma.RegistrationOrderByWithRelationInput[] = [{ student: { lastname: "asc" } }, { student: { firstname: "asc" } }, { id: "asc" }];

type ReportRegistration<S extends Prisma.StudentSelect> = Prisma.RegistrationGetPayload<{ select: { id: true; schoolClass: typeof CLASS_NAME; student: { select: typeof STUDENT_NAME & S } } }>;

/** The report's registrations that also match `where`, with the student's name and `select`ed fields and the class's name, by last name. */
export function findReportRegistrations<S extends Prisma.StudentSelect>(q: ReportQuery, where: Prisma.RegistrationWhereInput, select: S): Promise<ReportRegistration<S>[]> {
  // Prisma cannot check a select built from a type parameter; the result type says what it selects.
  return db.registration.findMany({
    where: { ...registrationsOf(q), ...where },
    select: { id: true, schoolClass: CLASS_NAME, student: { select: { ...STUDENT_NAME, ...(select as Prisma.StudentSelect) } } },
    orderBy: BY_STUDENT_NAME,
  }) as Promise<unknown> as Promise<ReportRegistration<S>[]>;
}

const yearLabel = (y: { yearName: string; isCurrent: boolean }) => (y.isCurrent ? `${y.yearName} (current)` : y.yearName);

/**
 * A report for the URL's filters. Unknown or foreign values fall back to the defaults: the current
 * year, all classes, each filter's first option. A class outside the scope (another church's, another
 * teacher's) is treated like an id that does not exist, so the answer never tells whether it exists.
 */
export async function loadReport<Row>(definition: ReportDefinition<Row>, scope: EducationScope, params: URLSearchParams) {
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
  const { rows, notes = [] } = year ? await definition.load({ scope, year, classes, schoolClass, filters }) : { rows: [] as Row[] };
  const fields: FilterField[] = [
    ...(year ? [{ name: "year", label: "School Year", value: year.id, options: years.map((y) => ({ value: y.id, label: yearLabel(y) })) }] : []),
    ...(classes.length > 1 ? [{ name: "class", label: "Class", value: schoolClass?.id ?? "", options: [{ value: "", label: "All" }, ...classes.map((c) => ({ value: c.id, label: c.className }))] }] : []),
    ...own,
  ];
  // The filters as they were applied, defaults left out: the download link asks for exactly these rows.
  const query = new URLSearchParams(fields.filter((f) => f.value !== f.options[0]?.value || f.name === "year").map((f) => [f.name, f.value]));
  return { report: REPORTS[definition.key], year, fields, rows, notes, query };
}

/** The loader of a report page in either portal (the route files of both are this one line). */
export const reportLoader =
  <Row>(definition: ReportDefinition<Row>, portal: EducationPortal) =>
  async ({ request }: LoaderFunctionArgs): Promise<ReportPageData<Row>> => {
    const scope = await requireEducationScope(request, portal);
    const { report, year, fields, rows, notes, query } = await loadReport(definition, scope, new URL(request.url).searchParams);
    const search = query.toString();
    return {
      report,
      fields,
      hasYear: year !== null,
      rows,
      notes,
      portal: scope.portal,
      base: scope.base,
      downloadHref: `${reportPath(scope.base, definition.key)}/download${search ? `?${search}` : ""}`,
      print: { church: scope.context.church.name, printedOn: formatDate(new Date()) },
    };
  };
