import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadSponsorsPage } from "~/modules/website/sponsors-page.server";
import { WEBSITE_SPONSORS } from "~/modules/website/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Sponsors | Website | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadSponsorsPage(church.id, context);
}

/** Website › Sponsors: the businesses that support the parish, shown with their logos on the homepage. */
export default function Sponsors() {
  const { sponsors } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Sponsors</h1>
        <Link to={`${WEBSITE_SPONSORS}/add`} className="btn">
          Add Sponsor
        </Link>
      </div>
      <div className="card overflow-x-auto p-0">
        <table className="table">
          <caption className="sr-only">Sponsors, by name</caption>
          <thead>
            <tr>
              <th>Logo</th>
              <th>Name</th>
              <th className="hidden sm:table-cell">Link</th>
              <th>
                <span className="sr-only">Edit</span>
              </th>
            </tr>
          </thead>
          <LinkedRows rows={sponsors} empty={{ text: "No sponsors yet.", columns: 4 }}>
            {(s) => (
              <tr key={s.id}>
                <td>{s.logoFileId ? <img src={`/files/${s.logoFileId}`} alt="" className="h-10 w-16 object-contain" /> : <span className="text-slate-500">No logo</span>}</td>
                <td className="font-medium text-slate-900">{s.name}</td>
                <td className="hidden break-all sm:table-cell">
                  {s.link ? (
                    <a href={s.link} target="_blank" rel="noreferrer noopener">
                      {s.link}
                    </a>
                  ) : null}
                </td>
                <td>
                  <a href={`${WEBSITE_SPONSORS}/${s.id}/edit`} aria-label={`Edit ${s.name}`}>
                    Edit
                  </a>
                </td>
              </tr>
            )}
          </LinkedRows>
        </table>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
