// What a report's rows are read with: its query (scope, year, classes, filters, page), the
// registrations every report starts from, and the pieces every report shares.
import type { Prisma } from "~/generated/prisma/client";
import { findPage } from "~/utils/paging";
import { countRegistrationsByStudent, findRegistrationsByStudent } from "~/modules/education/registrations/find-registrations-by-student.server";
import { registrationInScope, type ScopeKey } from "~/modules/education/scope.server";
import type { SheetColumn as XlsxColumn } from "~/utils/xlsx.server";
import { REPORT_PAGE_SIZE, type FilterField, type FilterOption, type ReportKey } from "./reports";

export type ReportClass = { id: string; className: string; tags: string[]; minAge: number | null; maxAge: number | null };

/** What a report's rows are read for: the scope, the chosen year, the year's classes in scope, the chosen class and the report's own filters. */
export type ReportQuery = {
  scope: ScopeKey;
  year: { id: string; yearName: string };
  /** The classes in scope with registrations in the year, by class name (the Class filter's choices). */
  classes: ReportClass[];
  /** The chosen class, or null for all of them. */
  schoolClass: ReportClass | null;
  /** The report's own filters, each a value among its options. */
  filters: Record<string, string>;
  /** The page of rows to read (REPORT_PAGE_SIZE a page), or null for every row (the download). */
  page: number | null;
};

/** A report's rows for its query: one page of them (and how many in all), and lines said above them. */
export type ReportRows<Row> = { rows: Row[]; total: number; page: number; notes?: string[] };
export const NO_ROWS = { rows: [], total: 0, page: 1 };

export type ReportDefinition<Row> = {
  key: ReportKey;
  /** The report's own filters read from the URL (selectFilter). */
  filters?: (params: URLSearchParams) => FilterField[];
  /** The rows, exactly as the page shows them (every page of them in the .xlsx), and lines said above them. */
  load: (query: ReportQuery) => Promise<ReportRows<Row>>;
  columns: XlsxColumn<Row>[];
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

/** What every report row selects: the student's name (and id, for the link). */
const STUDENT_NAME = { id: true, firstname: true, middlename: true, lastname: true } as const;

/**
 * A report row's class, from the query's classes (every registration a report reads is of the year,
 * in scope, so its class is one of them): one statement less than reading the classes again.
 */
export const classOf = (q: ReportQuery, schoolClassId: string) => ({ className: q.classes.find((c) => c.id === schoolClassId)?.className ?? "" });
/** The classes a report reads: the chosen class, else every class of the query. */
export const chosenClasses = (q: ReportQuery): ReportClass[] => (q.schoolClass ? [q.schoolClass] : q.classes);
/** The .xlsx columns every report starts with. */
export const NAME_COLUMN: XlsxColumn<{ name: string }> = { header: "Student Name", width: 28, value: (r) => r.name };
export const CLASS_COLUMN: XlsxColumn<{ className: string }> = { header: "Class", width: 24, value: (r) => r.className };

/** One page of rows (findPage: a page past the end gives the last one) and how many there are (`count`); every row when the query asks for no page. */
async function findPaged<T>(q: ReportQuery, count: () => Promise<number>, find: (window: { skip?: number; take?: number }) => Promise<T[]>) {
  if (q.page === null) {
    const items = await find({});
    return { items, total: items.length, page: 1 };
  }
  const { items, total, page } = await findPage(q.page, REPORT_PAGE_SIZE, count, find);
  return { items, total, page };
}

/**
 * The report's registrations whose student matches `student` (and the registration `registration`), a
 * page of them, with the student's name and `select`ed fields and the class's name, by last name
 * (findRegistrationsByStudent).
 */
export async function findReportRegistrations<S extends Prisma.StudentSelect>(q: ReportQuery, where: { student: Prisma.StudentWhereInput; registration?: Prisma.RegistrationWhereInput }, select: S) {
  const registration = { ...registrationsOf(q), ...where.registration };
  const student = { ...where.student, churchId: q.scope.churchId };
  const { items, ...paged } = await findPaged(
    q,
    () => countRegistrationsByStudent(student, registration),
    (window) => findRegistrationsByStudent({ student, registration, studentSelect: { ...STUDENT_NAME, ...select }, registrationSelect: { id: true, schoolClassId: true }, ...window }),
  );
  return { items: items.map(({ schoolClassId, ...r }) => ({ ...r, schoolClass: classOf(q, schoolClassId) })), ...paged };
}
