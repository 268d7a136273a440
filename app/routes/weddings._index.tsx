import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { PriestFilterNote, WeddingTable, WhenTabs } from "~/components/weddings/wedding-table";
import { ADD_WEDDING, GROUPS, WEDDINGS } from "~/modules/weddings/options";
import { loadWeddingsPage } from "~/modules/weddings/weddings-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Weddings | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadWeddingsPage(church.id, request, context);
}

export default function Weddings() {
  const { weddings, when, group, total, page, pageCount } = useLoaderData<typeof loader>();
  const hrefOf = (value: "upcoming" | "past") => {
    const params = new URLSearchParams();
    if (value === "past") params.set("when", "past");
    if (group) params.set("group", group);
    const text = params.toString();
    return text ? `${WEDDINGS}?${text}` : WEDDINGS;
  };
  const groupLabel = GROUPS.find((g) => g.value === group)?.label;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Weddings</h1>
        <Link to={ADD_WEDDING} className="btn">
          Add Wedding
        </Link>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <WhenTabs when={when} hrefOf={hrefOf} />
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {when === "past" ? <input type="hidden" name="when" value="past" /> : null}
          <div>
            <label htmlFor="group" className="label">
              Group
            </label>
            <select id="group" name="group" defaultValue={group ?? ""} key={group ?? ""} className="input">
              <option value="">All weddings</option>
              {GROUPS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </Form>
      </div>
      <PriestFilterNote />
      <h2 className="text-xl font-semibold text-slate-900">
        {when === "upcoming" ? "Upcoming Weddings" : "Past Weddings"}
        {groupLabel ? `: ${groupLabel}` : ""}
      </h2>
      <WeddingTable weddings={weddings} empty={when === "upcoming" ? "No upcoming weddings." : "No past weddings."} />
      <Pager page={page} pageCount={pageCount}>
        {total} {total === 1 ? "wedding" : "weddings"}
        {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : null}
      </Pager>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
