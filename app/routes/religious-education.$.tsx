import { AreaNotFound } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaNotFoundLoader } from "~/modules/shell/area-route.server";

// Every page of the religious-education area is built: any other path (an unknown report under
// reports/ too) is the not-found screen inside the area.
export const loader = areaNotFoundLoader("religious-education");

export default AreaNotFound;

export const ErrorBoundary = RouteErrorBoundary;
