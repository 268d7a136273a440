import { AreaPreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { preparingLoader } from "~/modules/shell/area-route.server";

// Billing's one page is built (/billing/subscriptions, where /billing leads): any other path is the
// not-found screen inside the area.
export const loader = preparingLoader("billing", []);

export default AreaPreparing;

export const ErrorBoundary = RouteErrorBoundary;
