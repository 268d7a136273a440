import type { MetaFunction } from "@remix-run/node";
import { AttendanceWizardPage } from "~/components/education/attendance-wizard";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { addAttendanceAction, addAttendanceLoader } from "~/modules/education/attendance/add-attendance-page.server";

export const meta: MetaFunction = () => [{ title: "Add Attendance | Parish Administration" }];

export const loader = addAttendanceLoader("teacher");
export const action = addAttendanceAction("teacher");

export default AttendanceWizardPage;

export const ErrorBoundary = RouteErrorBoundary;
