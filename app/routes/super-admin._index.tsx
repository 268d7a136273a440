import { EmptyRow } from "~/components/ui/list-parts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listAdminActions } from "~/modules/super-admin/list-actions.server";
import { platformFigures } from "~/modules/super-admin/platform-figures.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { usMediumDateTime } from "~/utils/en-us";
import { readPage } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Super Admin | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  const [counts, activity] = await Promise.all([platformFigures(), listAdminActions(readPage(new URL(request.url).searchParams))]);
  return { counts, activity };
}


/** The super-admin's home: the platform's figures and every super-admin action, newest first. */
export default function SuperAdminHome() {
  const { counts, activity } = useLoaderData<typeof loader>();
  const tiles = [
    { label: "Churches", count: counts.churches, to: "/super-admin/churches" },
    { label: "Suspended", count: counts.suspended, to: "/super-admin/churches" },
    { label: "Users", count: counts.users, to: "/super-admin/users" },
    { label: "Products", count: counts.products, to: "/super-admin/products" },
    { label: "Trainings", count: counts.trainings, to: "/super-admin/trainings" },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Super Admin</h1>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {tiles.map((t) => (
          <li key={t.label}>
            <Link to={t.to} className="card block text-center no-underline hover:border-brand-600">
              <span className="block text-2xl font-bold text-slate-900">{t.count}</span>
              <span className="text-sm text-slate-600">{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="activity" className="flex flex-col gap-3">
        <h2 id="activity" className="text-xl font-semibold text-slate-900">
          Activity
        </h2>
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <caption className="sr-only">Super-admin actions, newest first</caption>
            <thead>
              <tr>
                <th>When (UTC)</th>
                <th>Who</th>
                <th>What</th>
                <th>On</th>
                <th className="hidden sm:table-cell">Detail</th>
              </tr>
            </thead>
            <tbody>
              {activity.actions.map((a) => (
                <tr key={a.id}>
                  <td className="whitespace-nowrap">{usMediumDateTime(a.createdAt)}</td>
                  <td>{a.userEmail}</td>
                  <td>{a.action}</td>
                  <td>{a.target}</td>
                  <td className="hidden sm:table-cell">{a.detail}</td>
                </tr>
              ))}
              {activity.actions.length === 0 ? <EmptyRow colSpan={5}>No super-admin action yet.</EmptyRow> : null}
            </tbody>
          </table>
        </div>
        <CountPager page={activity.page} pageCount={activity.pageCount} total={activity.total} one="action" many="actions" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
