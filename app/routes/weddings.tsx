import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";
import { AppShell } from "~/components/layout/app-shell";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PriestSelector } from "~/components/weddings/priest-selector";
import { loadShell } from "~/modules/shell/load-shell.server";
import { priestSelection } from "~/modules/weddings/priest-selection.server";

// The Weddings area's layout: the shell, with the priest-selection widget under the sidebar (spec section 2).
export async function loader({ request }: LoaderFunctionArgs) {
  const { context, shell } = await loadShell(request, "weddings");
  return { shell, priests: await priestSelection(context.church.id, request) };
}

export default function WeddingsLayout() {
  const { shell, priests } = useLoaderData<typeof loader>();
  return (
    <AppShell shell={shell} sidebarExtra={<PriestSelector priests={priests} />}>
      {useOutlet()}
    </AppShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
