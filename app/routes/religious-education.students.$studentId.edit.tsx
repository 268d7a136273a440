import type { MetaFunction } from "@remix-run/node";
import { EditStudentPage } from "~/components/education/student-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { editStudentAction, editStudentLoader } from "~/modules/education/students/student-pages.server";

export const meta: MetaFunction = () => [{ title: "Edit Student | Parish Administration" }];

export const loader = editStudentLoader("staff");
export const action = editStudentAction("staff");

export default EditStudentPage;

export const ErrorBoundary = RouteErrorBoundary;
