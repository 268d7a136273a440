import { AreaPreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { preparingLoader } from "~/modules/shell/area-route.server";

// The teacher portal's pages of spec 001 built by the reports part of issue 8 (until it lands); any
// other unknown path is the not-found screen inside the portal.
export const loader = preparingLoader("teacher", ["reports/notes-report", "reports/baptism-report", "reports/missing-docs"]);

export default AreaPreparing;

export const ErrorBoundary = RouteErrorBoundary;
