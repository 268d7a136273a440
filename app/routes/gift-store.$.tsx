import { AreaNotFound } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaNotFoundLoader } from "~/modules/shell/area-route.server";

// The Gift Store's one screen is built: any other path is the not-found screen inside the area.
export const loader = areaNotFoundLoader("gift-store");

export default AreaNotFound;

export const ErrorBoundary = RouteErrorBoundary;
