import { AreaNotFound } from "~/components/layout/area-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { areaNotFoundLoader } from "~/modules/shell/area-route.server";

// Every settings page is built (/settings, /settings/manage-profile, /settings/staff): any other path is
// the not-found screen inside the area.
export const loader = areaNotFoundLoader("settings");

export default AreaNotFound;

export const ErrorBoundary = RouteErrorBoundary;
