import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { ShellData } from "~/modules/shell/load-shell.server";
import { AppShell, PreparingPage } from "./app-shell";
import { AREAS, type AreaKey } from "~/modules/shell/navigation";

/** The layout of an area: its shell around the child route (every area has a home page, its _index route). */
export function AreaLayout() {
  const { shell } = useLoaderData<{ shell: ShellData }>();
  return (
    <AppShell shell={shell}>
      <Outlet />
    </AppShell>
  );
}

/** The menu label of the current page, else the area's name. */
function usePreparingTitle(area: AreaKey) {
  const path = useLocation().pathname.replace(/\/$/, "");
  const items = [AREAS[area], ...Object.values(AREAS)].flatMap((a) => a.sidebar.flatMap((g) => g.items));
  return items.find((i) => i.to === path)?.label ?? AREAS[area].name;
}

/**
 * The page of a splat route whose loader always answers 404 (a built area's areaNotFoundLoader, the
 * parent portal's): never shown, as the route's error boundary shows the 404 inside the area. A route
 * without a page would be a resource route, whose 404 is plain text.
 */
export function AreaNotFound() {
  return null;
}

/** A page that a later part of the product fills in (the spec's placeholders), in its area's shell, never as an error. */
export function StandalonePreparing() {
  const { shell } = useLoaderData<{ shell: ShellData }>();
  return (
    <AppShell shell={shell}>
      <PreparingPage title={usePreparingTitle(shell.area)} />
    </AppShell>
  );
}
