import { AreaNotFound } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaNotFoundLoader } from "~/modules/shell/area-route.server";

// Every page of the teacher portal is built: any other path is the not-found screen inside the portal.
export const loader = areaNotFoundLoader("teacher");

export default AreaNotFound;

export const ErrorBoundary = RouteErrorBoundary;
