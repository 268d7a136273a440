import { AreaPreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { preparingLoader } from "~/modules/shell/area-route.server";

// The teacher portal's pages of spec 001 that are built by the attendance and reports parts of
// issue 8 (until they land); any other unknown path is the not-found screen inside the portal.
export const loader = preparingLoader("teacher", [
  "add-attendance",
  "reports/attendance",
  "reports/notes-report",
  "reports/baptism-report",
  "reports/missing-docs",
  "students/*/absences",
]);

export default AreaPreparing;

export const ErrorBoundary = RouteErrorBoundary;
