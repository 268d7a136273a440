import type { MetaFunction } from "@remix-run/node";
import { StaffEditPage } from "~/components/education/staff-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { staffAction, staffEditLoader } from "~/modules/education/people/staff-pages.server";

export const meta: MetaFunction = () => [{ title: "Edit Teacher | Parish Administration" }];

export const loader = staffEditLoader("teacher");
export const action = staffAction("teacher");

export default function EditTeacher() {
  return <StaffEditPage kind="teacher" />;
}

export const ErrorBoundary = RouteErrorBoundary;
