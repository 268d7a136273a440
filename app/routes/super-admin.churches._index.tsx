import { EmptyRow, SearchBox } from "~/components/ui/list-parts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { shortDate } from "~/modules/parish/wall-clock";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { listChurches } from "~/modules/super-admin/list-churches.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { readPage, readSearch } from "~/utils/paging";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Churches | Super Admin | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireChurchContext(request, { roles: AREA_ROLES.superAdmin, whileReadOnly: true });
  const params = new URL(request.url).searchParams;
  const q = readSearch(params);
  return { q, ...(await listChurches({ q, page: readPage(params) })) };
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
          <tbody>
            {churches.map((c) => (
              <tr key={c.id}>
                <td className="font-medium text-slate-900">{c.name}</td>
                <td className="hidden sm:table-cell">{c.accountId}</td>
                <td>{c.suspendedAt ? <span className="font-semibold text-red-700">Suspended</span> : c.state}</td>
                <td className="hidden md:table-cell">{c.users}</td>
                <td className="hidden md:table-cell">{c.students}</td>
                <td className="hidden sm:table-cell">{shortDate(c.createdAt)}</td>
                <td>
                  <Link to={`/super-admin/churches/${c.id}`} aria-label={`View ${c.name}`}>
                    View
                  </Link>
                </td>
              </tr>
            ))}
            {churches.length === 0 ? <EmptyRow colSpan={7}>No church matches this search.</EmptyRow> : null}
          </tbody>
        </table>
      </div>
      <CountPager page={page} pageCount={pageCount} total={total} one="church" many="churches" />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
