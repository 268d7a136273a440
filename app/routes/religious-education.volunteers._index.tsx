import type { MetaFunction } from "@remix-run/node";
import { StaffListPage } from "~/components/education/staff-list-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { staffListLoader } from "~/modules/education/people/staff-pages.server";

export const meta: MetaFunction = () => [{ title: "Volunteers | Parish Administration" }];

export const loader = staffListLoader("volunteer");

export default function Volunteers() {
  return <StaffListPage kind="volunteer" />;
}

export const ErrorBoundary = RouteErrorBoundary;
