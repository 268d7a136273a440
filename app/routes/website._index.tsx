import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CountPager } from "~/components/education/pager";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { EventTable } from "~/components/website/event-table";
import { loadEventsPage } from "~/modules/website/events-page.server";
import { WEBSITE_EVENTS } from "~/modules/website/options";
import { requireChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

export const meta: MetaFunction = () => [{ title: "Events | Parish Administration" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return loadEventsPage(church.id, new URL(request.url).searchParams, context);
}

/** Website › Home: the parish's events, upcoming and past, with the script that shows them on the parish's own site. */
export default function WebsiteHome() {
  const { upcoming, past, homepage } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Events</h1>
        <div className="flex flex-wrap gap-2">
          <a href={homepage} className="btn-secondary" target="_blank" rel="noreferrer">
            View Homepage
          </a>
          <a href={`${WEBSITE_EVENTS}/download-script`} className="btn-secondary" download>
            Download Event Script
          </a>
          <Link to={`${WEBSITE_EVENTS}/add`} className="btn">
            Add Event
          </Link>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Public events show on your homepage. To show them on the website your parish already has, download the event script and paste it into a page of that site: it always shows
        the events listed here.
      </p>
      <section aria-labelledby="upcoming-events" className="flex flex-col gap-3">
        <h2 id="upcoming-events" className="text-xl font-semibold text-slate-900">
          Upcoming Events
        </h2>
        <EventTable events={upcoming} caption="Upcoming events, soonest first" empty="No upcoming events." />
      </section>
      <section aria-labelledby="past-events" className="flex flex-col gap-3">
        <h2 id="past-events" className="text-xl font-semibold text-slate-900">
          Past Events
        </h2>
        <EventTable events={past.events} caption="Past events, latest first" empty="No past events." />
        <CountPager page={past.page} pageCount={past.pageCount} total={past.total} one="past event" many="past events" />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
