import { AreaLayout } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaLayoutLoader } from "~/modules/shell/area-route.server";

export const loader = areaLayoutLoader("super-admin");

export default AreaLayout;

export const ErrorBoundary = RouteErrorBoundary;
