import { AreaNotFound } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaNotFoundLoader } from "~/modules/shell/area-route.server";

// Billing's one page is built (/billing/subscriptions, where /billing leads): any other path is the
// not-found screen inside the area.
export const loader = areaNotFoundLoader("billing");

export default AreaNotFound;

export const ErrorBoundary = RouteErrorBoundary;
