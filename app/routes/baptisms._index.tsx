import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { BaptismCards } from "~/components/baptisms/baptism-card";
import { PastBaptisms } from "~/components/baptisms/past-baptisms";
import { LinkedRows } from "~/components/ui/linked-rows";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { loadBaptismsPage } from "~/modules/baptisms/baptisms-page.server";
import { BAPTISM_DATES } from "~/modules/baptisms/options";
import { dateAndTime } from "~/modules/parish/wall-clock";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Baptisms | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.baptisms });
  return loadBaptismsPage(church.id, new URL(request.url).searchParams, context);
}

export default function Baptisms() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  const location = useLocation();
  const from = location.pathname + location.search;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Baptisms</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={BAPTISM_DATES} className="btn-secondary">
            Baptism Dates
          </Link>
          <Link to="/baptisms/add-baptism" className="btn">
            Add Baptism
          </Link>
        </div>
      </div>
      <section aria-labelledby="upcoming" className="flex flex-col gap-4">
        <h2 id="upcoming" className="text-xl font-semibold text-slate-900">
          Upcoming Baptisms
        </h2>
        {upcoming.count === 0 ? (
          <p className="text-sm text-slate-600">
            No upcoming baptism dates. <Link to={`${BAPTISM_DATES}/add`}>Add a baptism date</Link> to schedule baptisms.
          </p>
        ) : (
          <LinkedRows rows={upcoming} as="div" className="flex flex-col gap-4">
            {(group) => (
              <section key={group.id} aria-label={dateAndTime(group.date)} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-1">
                  <h3 className="font-semibold text-slate-900">{dateAndTime(group.date)}</h3>
                  <p className="text-sm text-slate-600">Officiant: {group.officiant}</p>
                </div>
                {group.baptisms.length ? (
                  <BaptismCards baptisms={group.baptisms} from={from} />
                ) : (
                  <p className="text-sm text-slate-600">
                    No baptisms on this date yet. <a href={`/baptisms/add-baptism?date=${group.id}`}>Add a baptism on this date</a>
                  </p>
                )}
              </section>
            )}
          </LinkedRows>
        )}
      </section>
      <PastBaptisms past={past} from={from} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
