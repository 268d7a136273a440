import type { MetaFunction } from "@remix-run/node";
import { StaffAddPage } from "~/components/education/staff-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { staffAction, staffAddLoader } from "~/modules/education/people/staff-pages.server";

export const meta: MetaFunction = () => [{ title: "Add Teacher | Parish Administration" }];

export const loader = staffAddLoader;
export const action = staffAction("teacher");

export default function AddTeacher() {
  return <StaffAddPage kind="teacher" />;
}

export const ErrorBoundary = RouteErrorBoundary;
