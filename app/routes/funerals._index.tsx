import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/education/pager";
import { FuneralTable } from "~/components/funerals/funeral-table";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadFuneralsPage } from "~/modules/funerals/funerals-page.server";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Funerals | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadFuneralsPage(church.id, new URL(request.url).searchParams, context);
}

export default function Funerals() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Funerals</h1>
        <Link to="/funerals/add" className="btn">
          Add Funeral
        </Link>
      </div>
      <section aria-labelledby="upcoming" className="flex flex-col gap-3">
        <h2 id="upcoming" className="text-xl font-semibold text-slate-900">
          Upcoming Funerals
        </h2>
        <FuneralTable funerals={upcoming} caption="Upcoming funerals, soonest first" empty="No upcoming funerals." />
      </section>
      <section aria-labelledby="past" className="flex flex-col gap-3">
        <h2 id="past" className="text-xl font-semibold text-slate-900">
          Past Funerals
        </h2>
        <FuneralTable funerals={past.funerals} caption="Past funerals, latest first" empty="No past funerals." />
        <Pager page={past.page} pageCount={past.pageCount}>
          {past.total} past {past.total === 1 ? "funeral" : "funerals"}
          {past.pageCount > 1 ? ` · Page ${past.page} of ${past.pageCount}` : null}
        </Pager>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
