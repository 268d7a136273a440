import type { MetaFunction } from "@remix-run/node";
import { StaffAddPage } from "~/components/education/staff-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { staffAction, staffAddLoader } from "~/modules/education/people/staff-pages.server";

export const meta: MetaFunction = () => [{ title: "Add Volunteer | Parish Administration" }];

export const loader = staffAddLoader;
export const action = staffAction("volunteer");

export default function AddVolunteer() {
  return <StaffAddPage kind="volunteer" />;
}

export const ErrorBoundary = RouteErrorBoundary;
