import type { MetaFunction } from "@remix-run/node";
import { StudentPage } from "~/components/education/student-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { fullName } from "~/modules/education/names";
import { studentPageAction, studentPageLoader } from "~/modules/education/students/student-pages.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? fullName(data.student) : "Student"} | Parish Administration` }];

export const loader = studentPageLoader("teacher");
export const action = studentPageAction("teacher");

export default StudentPage;

export const ErrorBoundary = RouteErrorBoundary;
