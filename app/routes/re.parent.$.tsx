import type { LoaderFunctionArgs } from "@remix-run/node";
import { AreaNotFound } from "~/components/layout/area-layout";
import { PortalErrorBoundary } from "~/components/parent-portal/portal-ui";
import { requireParent } from "~/modules/education/parent-portal/guard.server";

/** Any other path of the portal: the not-found screen inside the portal (404), in the parent's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  throw new Response("Not Found", { status: 404 });
}

export default AreaNotFound;

export const ErrorBoundary = PortalErrorBoundary;
