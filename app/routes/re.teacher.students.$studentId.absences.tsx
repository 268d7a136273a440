import type { MetaFunction } from "@remix-run/node";
import { StudentAbsencesPage } from "~/components/education/student-absences";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { studentAbsencesAction, studentAbsencesLoader } from "~/modules/education/attendance/student-absences-page.server";

export const meta: MetaFunction = () => [{ title: "Absences | Parish Administration" }];

export const loader = studentAbsencesLoader("teacher");
export const action = studentAbsencesAction("teacher");

export default StudentAbsencesPage;

export const ErrorBoundary = RouteErrorBoundary;
