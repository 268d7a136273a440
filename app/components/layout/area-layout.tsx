import { useLoaderData, useLocation, useOutlet } from "@remix-run/react";
import type { ShellData } from "~/modules/shell/load-shell.server";
import { AppShell, PreparingPage } from "./app-shell";
import { AREAS, type AreaKey } from "~/modules/shell/navigation";

/**
 * The layout of an area: its shell around the child route. The area's own address (/baptisms,
 * /weddings ...) matches no child until the area has a home page (an _index route; the splat
 * route does not match it), so it shows the 'being prepared' page rather than an empty shell.
 */
export function AreaLayout() {
  const { shell } = useLoaderData<{ shell: ShellData }>();
  const outlet = useOutlet();
  return <AppShell shell={shell}>{outlet ?? <PreparingPage title={AREAS[shell.area].name} />}</AppShell>;
}

/** The menu label of the current page, else the area's name. */
function usePreparingTitle(area: AreaKey) {
  const path = useLocation().pathname.replace(/\/$/, "");
  const items = [AREAS[area], ...Object.values(AREAS)].flatMap((a) => a.sidebar.flatMap((g) => g.items));
  return items.find((i) => i.to === path)?.label ?? AREAS[area].name;
}

/** A page that a later part of the product fills in: shown inside the right shell, never as an error. */
export function AreaPreparing() {
  const { area } = useLoaderData<{ area: AreaKey }>();
  return <PreparingPage title={usePreparingTitle(area)} />;
}

/** The same, for a page with no layout route of its own. */
export function StandalonePreparing() {
  const { shell } = useLoaderData<{ shell: ShellData }>();
  return (
    <AppShell shell={shell}>
      <PreparingPage title={usePreparingTitle(shell.area)} />
    </AppShell>
  );
}
