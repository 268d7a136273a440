import { SearchBox } from "~/components/ui/list-parts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadPublicFormsPage } from "~/modules/website/public-forms-page.server";
import { shortDate } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Forms | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadPublicFormsPage(church.id, new URL(request.url).searchParams, context);
}

/** The public form's address (with a QR code to print) and the members families have sent, newest first. */
export default function FormMembers() {
  const { link, path, members, q } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="form-link" className="card flex flex-wrap items-center gap-4">
        <div className="min-w-0 flex-1">
          <h2 id="form-link" className="text-lg font-semibold text-slate-900">
            New Member Form
          </h2>
          <p className="text-sm text-slate-600">Share this address on your website, in the bulletin or by e-mail; families fill it in on their phone.</p>
          <label htmlFor="form-address" className="label mt-2">
            Address of the form
          </label>
          <input id="form-address" readOnly value={link.url} className="input" onFocus={(e) => e.currentTarget.select()} />
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={path} target="_blank" rel="noreferrer" className="btn-secondary btn-small">
              Open the form
            </a>
            <Link to="/website/public-forms/qr-code" className="btn-secondary btn-small">
              Print QR code
            </Link>
          </div>
        </div>
        {/* The SVG is made by the qrcode package from our own URL. */}
        <div role="img" aria-label="QR code of the form's address" className="h-32 w-32 shrink-0" dangerouslySetInnerHTML={{ __html: link.qrSvg }} />
      </section>
      <section aria-labelledby="members" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="members" className="text-xl font-semibold text-slate-900">
            Submitted Members
          </h2>
          <SearchBox id="member-search" label="Search members by name" placeholder="Search by name" defaultValue={q} />
        </div>
        <div className="card overflow-x-auto p-0">
          <table className="table">
            <caption className="sr-only">Members sent through the form, newest first</caption>
            <thead>
              <tr>
                <th>Name</th>
                <th>Age Group</th>
                <th className="hidden sm:table-cell">Phone</th>
                <th className="hidden sm:table-cell">Email</th>
                <th>Submitted</th>
                <th>
                  <span className="sr-only">Household</span>
                </th>
              </tr>
            </thead>
            <LinkedRows rows={members.members} empty={{ text: q ? "No member matches this search." : "No one has filled in the form yet.", columns: 6 }}>
              {(m) => (
                <tr key={m.id}>
                  <td className="font-medium text-slate-900">
                    {m.firstname} {m.lastname}
                    {m.headOfHousehold ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">Head</span> : null}
                  </td>
                  <td>{m.ageGroup === "ADULT" ? "Adult" : "Child"}</td>
                  <td className="hidden sm:table-cell">{m.phone}</td>
                  <td className="hidden break-all sm:table-cell">{m.email}</td>
                  <td>{shortDate(m.createdAt)}</td>
                  <td>
                    <a href={`/website/public-forms/households/${m.householdId}`} aria-label={`Household of ${m.firstname} ${m.lastname}`}>
                      Household
                    </a>
                  </td>
                </tr>
              )}
            </LinkedRows>
          </table>
        </div>
        <CountPager page={members.page} pageCount={members.pageCount} total={members.total} one="member" many="members" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
