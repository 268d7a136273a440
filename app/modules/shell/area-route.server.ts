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
 * Loader of an area's splat route (a page still being prepared), behind the same guard as every
 * page of its area. Without `planned` the whole area is still to be built: every path under it is
 * being prepared. With it the area is built, and only its sidebar pages and the `planned` sub-paths
 * (pages the spec names that later issues build; "imports/*" is anything under imports/) are being
 * prepared: any other path is the not-found screen (404), shown inside the area's shell by the
 * splat route's error boundary.
 */
export const preparingLoader =
  (area: AreaKey, planned?: readonly string[]) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireChurchContext(request, { roles: AREAS[area].roles });
    if (planned && !isPlannedPage(area, params["*"] ?? "", planned)) throw new Response("Not Found", { status: 404 });
    return { area };
  };

/** Whether `splat` (the path under the area's base) is a sidebar page of the area or one of `planned`. */
export function isPlannedPage(area: AreaKey, splat: string, planned: readonly string[]) {
  const { base, sidebar } = AREAS[area];
  const sub = splat.replace(/^\/+|\/+$/g, "");
  const path = `${base}/${sub}`;
  if (sidebar.some((group) => group.items.some((item) => item.to === path))) return true;
  return planned.some((p) => (p.endsWith("/*") ? sub.startsWith(p.slice(0, -1)) : sub === p));
}
