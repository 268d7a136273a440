import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { FormsNav } from "~/components/website/forms-nav";

/** Website › Forms: the public new-member form's link and what families sent through it. */
export default function PublicForms() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Forms</h1>
      <FormsNav />
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
