import { AreaPreparing } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { preparingLoader } from "~/modules/shell/area-route.server";

// Every page of the super-admin is built: any other path is the not-found screen inside the area.
export const loader = preparingLoader("super-admin", []);

export default AreaPreparing;

export const ErrorBoundary = RouteErrorBoundary;
