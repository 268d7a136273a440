import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { ShellData } from "~/utils/shell.server";
import { AppShell, PreparingPage } from "./app-shell";
import { AREAS } from "./navigation";

/** The layout of an area: its shell around the child route. */
export function AreaLayout() {
  const { shell } = useLoaderData<{ shell: ShellData }>();
  return (
    <AppShell shell={shell}>
      <Outlet />
    </AppShell>
  );
}

/** A page that a later part of the product fills in: shown inside the right shell, never as an error. */
export function AreaPreparing() {
  const { area } = useLoaderData<{ area: keyof typeof AREAS }>();
  const { pathname } = useLocation();
  const item = AREAS[area].sidebar.flatMap((g) => g.items).find((i) => i.to === pathname.replace(/\/$/, ""));
  return <PreparingPage title={item?.label ?? AREAS[area].name} />;
}

export function StandalonePreparing() {
  const { shell } = useLoaderData<{ shell: ShellData }>();
  return (
    <AppShell shell={shell}>
      <AreaPreparingInline area={shell.area} />
    </AppShell>
  );
}

function AreaPreparingInline({ area }: { area: keyof typeof AREAS }) {
  const { pathname } = useLocation();
  const item = Object.values(AREAS)
    .flatMap((a) => a.sidebar.flatMap((g) => g.items))
    .find((i) => i.to === pathname.replace(/\/$/, ""));
  return <PreparingPage title={item?.label ?? AREAS[area].name} />;
}
