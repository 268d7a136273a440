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

/** Loader of a page still being prepared: the same guard as every page of its area. */
export const preparingLoader =
  (area: AreaKey) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireChurchContext(request, { roles: AREAS[area].roles });
    return { area };
  };
