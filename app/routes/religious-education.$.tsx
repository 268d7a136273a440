import { AreaPreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { preparingLoader } from "~/modules/shell/area-route.server";

// Pages of spec 001 that later issues build (the sidebar's Training); any
// other unknown path (an unknown report under reports/ too) is the not-found screen inside the area.
export const loader = preparingLoader("religious-education", []);

export default AreaPreparing;

export const ErrorBoundary = RouteErrorBoundary;
