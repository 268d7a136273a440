import type { MetaFunction } from "@remix-run/node";
import { AttendanceReportPage } from "~/components/education/attendance-report";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { attendanceReportLoader } from "~/modules/education/attendance/attendance-report-page.server";

export const meta: MetaFunction = () => [{ title: "Student Attendance | Parish Administration" }];

export const loader = attendanceReportLoader("teacher");

export default AttendanceReportPage;

export const ErrorBoundary = RouteErrorBoundary;
