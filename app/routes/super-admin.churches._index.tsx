import { SearchBox } from "~/components/ui/list-parts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { shortDate } from "~/modules/parish/wall-clock";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadChurchesPage } from "~/modules/super-admin/churches-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Churches | Super Admin | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  return loadChurchesPage(new URL(request.url).searchParams, context);
}

/** Every church: search, trial and subscription state, users and students, created; a church's page suspends it. */
export default function Churches() {
  const { q, churches, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Churches</h1>
        <SearchBox id="church-search" label="Search churches by name or account id" placeholder="Name or account id" defaultValue={q} />
      </div>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <caption className="sr-only">Churches, newest first</caption>
          <thead>
            <tr>
              <th>Church</th>
              <th className="hidden sm:table-cell">Account</th>
              <th>State</th>
              <th className="hidden md:table-cell">Users</th>
              <th className="hidden md:table-cell">Students</th>
              <th className="hidden sm:table-cell">Created</th>
              <th>
                <span className="sr-only">View</span>
              </th>
            </tr>
          </thead>
          <LinkedRows rows={churches} empty={{ text: "No church matches this search.", columns: 7 }}>
            {(c) => (
              <tr key={c.id}>
                <td className="font-medium text-slate-900">{c.name}</td>
                <td className="hidden sm:table-cell">{c.accountId}</td>
                <td>{c.suspendedAt ? <span className="font-semibold text-red-700">Suspended</span> : c.state}</td>
                <td className="hidden md:table-cell">{c.users}</td>
                <td className="hidden md:table-cell">{c.students}</td>
                <td className="hidden sm:table-cell">{shortDate(c.createdAt)}</td>
                <td>
                  <a href={`/super-admin/churches/${c.id}`} aria-label={`View ${c.name}`}>
                    View
                  </a>
                </td>
              </tr>
            )}
          </LinkedRows>
        </table>
      </div>
      <CountPager page={page} pageCount={pageCount} total={total} one="church" many="churches" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
