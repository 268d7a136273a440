import type { MetaFunction } from "@remix-run/node";
import { StaffEditPage } from "~/components/education/staff-pages";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { staffAction, staffEditLoader } from "~/modules/education/people/staff-pages.server";

export const meta: MetaFunction = () => [{ title: "Edit Volunteer | Parish Administration" }];

export const loader = staffEditLoader("volunteer");
export const action = staffAction("volunteer");

export default function EditVolunteer() {
  return <StaffEditPage kind="volunteer" />;
}

export const ErrorBoundary = RouteErrorBoundary;
