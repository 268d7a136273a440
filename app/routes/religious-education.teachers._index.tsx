import type { MetaFunction } from "@remix-run/node";
import { StaffListPage } from "~/components/education/staff-list-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { staffListLoader } from "~/modules/education/people/staff-pages.server";

export const meta: MetaFunction = () => [{ title: "Teachers | Parish Administration" }];

export const loader = staffListLoader("teacher");

export default function Teachers() {
  return <StaffListPage kind="teacher" />;
}

export const ErrorBoundary = RouteErrorBoundary;
