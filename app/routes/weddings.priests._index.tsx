import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { parishToday } from "~/modules/parish/today.server";
import { PRIESTS } from "~/modules/weddings/options";
import { listPriests } from "~/modules/weddings/priests.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Priests | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { priests: await listPriests(church.id, parishToday()) };
}

export default function Priests() {
  const { priests } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Priests</h1>
        <Link to={`${PRIESTS}/add`} className="btn">
          Add Priest
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        The parish&apos;s priests and deacons, newest first: the active ones officiate weddings and baptisms. They are staff members too (
        <Link to="/settings/staff">Settings › Staff</Link>).
      </p>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Role</th>
              <th>Status</th>
              <th>Email</th>
              <th>Phone</th>
              <th>Upcoming Weddings</th>
              <th>Edit</th>
            </tr>
          </thead>
          <tbody>
            {priests.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{p.role}</td>
                <td>{p.status}</td>
                <td>{p.email}</td>
                <td>{p.phone}</td>
                <td>{p.upcomingWeddings}</td>
                <td>
                  <Link to={`${PRIESTS}/${p.id}/edit`} aria-label={`Edit ${p.name}`}>
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
            {priests.length === 0 ? (
              <tr>
                <td colSpan={7} className="text-center text-slate-500">
                  No priests yet. Add one to assign weddings.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
