import type { MetaFunction } from "@remix-run/node";
import { EditSacramentsPage } from "~/components/education/student-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { editSacramentsAction, editSacramentsLoader } from "~/modules/education/students/student-pages.server";

export const meta: MetaFunction = () => [{ title: "Edit Sacramental Records | Parish Administration" }];

export const loader = editSacramentsLoader("teacher");
export const action = editSacramentsAction("teacher");

export default EditSacramentsPage;

export const ErrorBoundary = RouteErrorBoundary;
