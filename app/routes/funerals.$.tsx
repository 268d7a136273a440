import { AreaNotFound } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaNotFoundLoader } from "~/modules/shell/area-route.server";

// Every page of the Funerals area is built: any other path is the not-found screen inside the area.
export const loader = areaNotFoundLoader("funerals");

export default AreaNotFound;

export const ErrorBoundary = RouteErrorBoundary;
