import { AreaPreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { preparingLoader } from "~/modules/shell/area-route.server";

// The Gift Store's one screen is built: any other path is the not-found screen inside the area.
export const loader = preparingLoader("gift-store", []);

export default AreaPreparing;

export const ErrorBoundary = RouteErrorBoundary;
