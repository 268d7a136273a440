import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES, hasAnyRole } from "~/utils/roles";

export async function loader({ request }: LoaderFunctionArgs) {
  const { roles } = await requireChurchContext(request, { roles: AREA_ROLES.account });
  return { churchStaff: hasAnyRole(roles, AREA_ROLES.churchStaff) };
}

export default function Settings() {
  const { churchStaff } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <Link to="/settings/manage-profile" className="card block no-underline hover:border-brand-600">
          <p className="font-semibold text-slate-900">Your Profile</p>
          <p className="mt-1 text-sm text-slate-600">Name, photo and the module you land on after signing in.</p>
        </Link>
        <Link to="/billing/subscriptions" className="card block no-underline hover:border-brand-600">
          <p className="font-semibold text-slate-900">Billing</p>
          <p className="mt-1 text-sm text-slate-600">Your subscription and trial.</p>
        </Link>
        {churchStaff ? (
          <Link to="/settings/staff" className="card block no-underline hover:border-brand-600">
            <p className="font-semibold text-slate-900">Staff</p>
            <p className="mt-1 text-sm text-slate-600">Priests, deacons and parish staff; who may officiate.</p>
          </Link>
        ) : null}
        {churchStaff ? (
          <Link to="/social-media" className="card block no-underline hover:border-brand-600">
            <p className="font-semibold text-slate-900">Social Media</p>
            <p className="mt-1 text-sm text-slate-600">Your parish's Facebook, Instagram, YouTube and X pages, linked from your homepage.</p>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
