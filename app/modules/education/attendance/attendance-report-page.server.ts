// Student Attendance (spec 001 section 2) in both portals: /religious-education/attendance and
// /re/teacher/reports/attendance, with its .xlsx download (the same address with .xlsx).
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { pageOf } from "~/utils/paging";
import { requireEducationScope, type EducationPortal, type EducationScope } from "~/modules/education/scope.server";
import { streamSheet, xlsxDownload, xlsxFilename, type SheetColumn } from "~/utils/xlsx.server";
import { ATTENDANCE_PAGE_SIZE, ATTENDANCE_PATHS } from "./attendance-pages";
import { getAttendanceReport, readAttendanceFilters, type AttendanceReport } from "./get-attendance-report.server";

/** The page's data for the URL's filters, in a scope (the loader adds only its guard); its rows once (utils/document-rows). */
export async function loadAttendancePage(scope: Pick<EducationScope, "churchId" | "teacherId" | "base" | "portal">, params: URLSearchParams, context?: AppLoadContext) {
  const filters = readAttendanceFilters(params);
  const { rows, total, page, ...report } = await getAttendanceReport(scope, filters);
  const { pageCount, skip } = pageOf(total, page, ATTENDANCE_PAGE_SIZE);
  return {
    ...report,
    filters: { ...filters, classId: report.classId, page },
    rows: rowsOnce(context, "attendance", rows),
    total,
    first: total ? skip + 1 : 0,
    pageCount,
    base: scope.base,
    paths: ATTENDANCE_PATHS[scope.portal],
  };
}

export const attendanceReportLoader =
  (portal: EducationPortal) =>
  async ({ request, context }: LoaderFunctionArgs) =>
    loadAttendancePage(await requireEducationScope(request, portal), new URL(request.url).searchParams, context);

type Row = AttendanceReport["rows"][number];
export const ATTENDANCE_COLUMNS: SheetColumn<Row>[] = [
  { header: "Name", width: 32, value: (r) => r.name },
  { header: "Class", width: 28, value: (r) => r.className },
  { header: "Missed Classes", width: 16, value: (r) => r.absences },
];

/** The report's rows under the same filters and order (every page) as an .xlsx workbook. */
export const attendanceXlsxLoader =
  (portal: EducationPortal) =>
  async ({ request }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const report = await getAttendanceReport(scope, readAttendanceFilters(new URL(request.url).searchParams), null);
    const className = report.classes.find((c) => c.id === report.classId)?.className;
    const filename = xlsxFilename(...["Student Attendance", report.year?.yearName, className].filter((part): part is string => Boolean(part)));
    const stream = streamSheet({ title: filename.replace(/\.xlsx$/, ""), sheetName: "Attendance", columns: ATTENDANCE_COLUMNS, rows: report.rows });
    return xlsxDownload({ filename, stream });
  };
