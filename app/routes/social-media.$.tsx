import { StandalonePreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaLayoutLoader } from "~/modules/shell/area-route.server";

export const loader = areaLayoutLoader("church-staff");

export default StandalonePreparing;

export const ErrorBoundary = RouteErrorBoundary;
