import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AreaKey } from "~/modules/shell/navigation";
import { AREAS } from "~/modules/shell/navigation";
import { requireChurchContext } from "~/utils/church-context.server";
import { loadShell } from "./load-shell.server";

/** Loader of an area's layout route: the guard and the shell data. */
export const areaLayoutLoader =
  (area: AreaKey) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { shell } = await loadShell(request, area);
    return { shell };
  };

/**
 * Loader of a built area's splat route: behind the same guard as every page of the area, a path no
 * page of the area matches is the not-found screen (404), shown inside the area's shell by the splat
 * route's error boundary. (The spec's placeholders, /profile, /donor-management and
 * /sacramental-records, have their own routes with the 'being prepared' page.)
 */
export const areaNotFoundLoader =
  (area: AreaKey) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireChurchContext(request, { roles: AREAS[area].roles });
    throw new Response("Not Found", { status: 404 });
  };
