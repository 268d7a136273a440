import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/layout/app-shell";
import { searchSite } from "~/modules/search/search-site.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { buildShell, homeArea } from "~/modules/shell/load-shell.server";

export const meta: MetaFunction = () => [{ title: "Search | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireChurchContext(request);
  const shell = await buildShell(context, homeArea(context.roles));
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  return { shell, query, results: await searchSite({ churchId: context.church.id, teacherId: context.teacherId, query, roles: context.roles }) };
}

export default function Search() {
  const { shell, query, results } = useLoaderData<typeof loader>();
  return (
    <AppShell shell={shell}>
      <h1 className="text-2xl font-bold text-slate-900">Search</h1>
      <p className="mt-1 text-sm text-slate-600">{query ? `Results for “${query}”` : "Type in the search box to find pages and records."}</p>
      {query && results.length === 0 ? <p className="card mt-4">Nothing found.</p> : null}
      {results.length ? (
        <ul className="card mt-4 divide-y divide-slate-100 p-0">
          {results.map((r) => (
            <li key={`${r.group}-${r.to}-${r.label}`} className="px-4 py-3">
              <Link to={r.to} reloadDocument={r.download} className="font-medium">
                {r.label}
              </Link>
              {r.detail ? <span className="ml-2 text-sm text-slate-500">{r.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </AppShell>
  );
}
