import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { NotificationsBell } from "~/components/dashboard/notifications-bell";
import { UpcomingFunerals } from "~/components/funerals/upcoming-funerals";
import { getDashboard } from "~/modules/dashboard/get-dashboard.server";
import { AREA_ROLES } from "~/utils/roles";
import { requireChurchContext } from "~/utils/church-context.server";

export const meta: MetaFunction = () => [{ title: "Dashboard | Parish Administration" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { church } = await requireChurchContext(request, { roles: AREA_ROLES.churchStaff });
  return { church, dashboard: await getDashboard(church.id) };
}

function Tile({ label, count, to }: { label: string; count: number; to: string }) {
  return (
    <Link to={to} className="card block no-underline hover:border-brand-600">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{count}</p>
    </Link>
  );
}

function Section({ title, action, empty, children }: { title: string; action?: React.ReactNode; empty: string; children?: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children ?? <p className="text-sm text-slate-500">{empty}</p>}
    </section>
  );
}

const RESOURCES = [
  { title: "Video Training", text: "Short videos for every module.", to: "/dashboard/video-training" },
  { title: "Your Profile", text: "Your name, photo and start page.", to: "/settings/manage-profile" },
  { title: "FAQ", text: "Answers to common questions.", to: "/faq" },
];

export default function Dashboard() {
  const { church, dashboard } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{church.name}</h1>
          <p className="text-sm text-slate-500">Account ID: {church.accountId}</p>
        </div>
        <nav className="flex items-center gap-3 text-sm">
          <NotificationsBell notifications={dashboard.notifications} />
          <Link to="/settings/manage-profile">Profile</Link>
          <Link to="/settings">Settings</Link>
        </nav>
      </header>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Tile label="Baptisms" count={dashboard.counts.baptisms} to="/baptisms" />
        <Tile label="Funerals" count={dashboard.counts.funerals} to="/funerals" />
        <Tile label="Parish Events" count={dashboard.counts.events} to="/website" />
        <Tile label="Weddings" count={dashboard.counts.weddings} to="/weddings" />
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <Section title="Upcoming Baptisms" empty="No upcoming baptisms." action={<Link to="/baptisms" className="btn-secondary shrink-0 px-3 py-1.5 whitespace-nowrap">Baptisms</Link>}>
          {dashboard.upcomingBaptisms.length ? (
            <ul className="divide-y divide-slate-100">
              {dashboard.upcomingBaptisms.map((b) => (
                <li key={b.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{b.name}</p>
                    <p className="text-xs text-slate-600">
                      {b.date} · {b.officiant}
                    </p>
                  </div>
                  <Link to={`/baptisms/${b.id}?from=/dashboard`} className="shrink-0 text-sm" aria-label={`View ${b.name}`}>
                    View
                  </Link>
                </li>
              ))}
            </ul>
          ) : undefined}
        </Section>
        <Section title="Upcoming Funerals" empty="No upcoming funerals." action={<Link to="/funerals" className="btn-secondary shrink-0 px-3 py-1.5 whitespace-nowrap">Funerals</Link>}>
          {dashboard.upcomingFunerals.length ? <UpcomingFunerals funerals={dashboard.upcomingFunerals} /> : undefined}
        </Section>
        <Section title="Upcoming Weddings" empty="No upcoming weddings." action={<Link to="/weddings" className="btn-secondary shrink-0 px-3 py-1.5 whitespace-nowrap">Wedding Detail Report</Link>}>
          {dashboard.upcomingWeddings.length ? (
            <ul className="divide-y divide-slate-100">
              {dashboard.upcomingWeddings.map((w) => (
                <li key={w.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{w.couple}</p>
                    <p className="text-xs text-slate-600">{[w.date, w.priest].filter(Boolean).join(" · ")}</p>
                  </div>
                  <Link to={`/weddings/wedding/${w.id}`} className="shrink-0 text-sm" aria-label={`View ${w.couple}`}>
                    View
                  </Link>
                </li>
              ))}
            </ul>
          ) : undefined}
        </Section>
      </div>
      <section>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Resources</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {RESOURCES.map((r) => (
            <Link key={r.to} to={r.to} className="card block no-underline hover:border-brand-600">
              <p className="font-semibold text-slate-900">{r.title}</p>
              <p className="mt-1 text-sm text-slate-600">{r.text}</p>
            </Link>
          ))}
          <a href="mailto:support@parish-admin.app" className="card block no-underline hover:border-brand-600">
            <p className="font-semibold text-slate-900">Contact us</p>
            <p className="mt-1 text-sm text-slate-600">support@parish-admin.app</p>
          </a>
        </div>
      </section>
    </div>
  );
}
