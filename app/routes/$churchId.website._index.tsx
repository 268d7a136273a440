import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { eventWhen } from "~/modules/website/event-time";
import { getPublicWebsite } from "~/modules/website/public-website.server";
import { orNotFound } from "~/utils/errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.church.name ?? "Parish" },
  { name: "description", content: data ? `${data.church.name}: welcome, upcoming events, Mass times and how to reach us.` : "" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  return getPublicWebsite(params.churchId ?? "").catch(orNotFound);
}

const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** The parish's public homepage, hosted by us: no sign-in, no script needed, made for a phone first. */
export default function PublicHomepage() {
  const { church, homepage, social, events, sponsors } = useLoaderData<typeof loader>();
  const hasContact = homepage.address || homepage.phone || homepage.email;
  return (
    <div className="min-h-full bg-slate-50">
      <header className="bg-brand-700 px-4 py-8 text-white">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-bold">{church.name}</h1>
          {social.length ? (
            <nav aria-label="Follow us" className="mt-3 flex flex-wrap gap-3 text-sm">
              {social.map((s) => (
                <a key={s.label} href={s.url} rel="noopener noreferrer me" target="_blank" className="rounded bg-white/15 px-3 py-1 font-medium text-white no-underline hover:bg-white/25">
                  {s.label}
                </a>
              ))}
            </nav>
          ) : null}
        </div>
      </header>
      <main className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
        {homepage.welcomeAnnouncement ? (
          <section aria-labelledby="welcome" className="flex flex-col gap-3">
            <h2 id="welcome" className="text-2xl font-semibold text-slate-900">
              Welcome
            </h2>
            {paragraphsOf(homepage.welcomeAnnouncement).map((p, i) => (
              <p key={i} className="whitespace-pre-line text-slate-800">
                {p}
              </p>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="events" className="flex flex-col gap-3">
          <h2 id="events" className="text-2xl font-semibold text-slate-900">
            Upcoming Events
          </h2>
          {events.length === 0 ? <p className="text-slate-600">No upcoming events.</p> : null}
          <ul className="grid gap-4 sm:grid-cols-2">
            {events.map((e) => (
              <li key={e.id} className="card flex flex-col gap-2">
                {e.image ? <img src={e.image} alt="" loading="lazy" className="h-40 w-full rounded object-cover" /> : null}
                <h3 className="text-lg font-semibold text-slate-900">{e.title}</h3>
                <p className="text-sm font-medium text-brand-700">{eventWhen(e.startsAt, e.endsAt)}</p>
                {e.place ? <p className="text-sm text-slate-700">{e.place}</p> : null}
                {e.description ? <p className="whitespace-pre-line text-sm text-slate-700">{e.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
        {homepage.massTimes || hasContact ? (
          <div className="grid gap-6 sm:grid-cols-2">
            {homepage.massTimes ? (
              <section aria-labelledby="mass-times" className="card flex flex-col gap-2">
                <h2 id="mass-times" className="text-xl font-semibold text-slate-900">
                  Mass Times
                </h2>
                <p className="whitespace-pre-line text-slate-800">{homepage.massTimes}</p>
              </section>
            ) : null}
            {hasContact ? (
              <section aria-labelledby="contact" className="card flex flex-col gap-2">
                <h2 id="contact" className="text-xl font-semibold text-slate-900">
                  Contact Us
                </h2>
                {homepage.address ? <address className="whitespace-pre-line not-italic text-slate-800">{homepage.address}</address> : null}
                {homepage.phone ? (
                  <p>
                    <a href={`tel:${homepage.phone.replace(/[^\d+]/g, "")}`}>{homepage.phone}</a>
                  </p>
                ) : null}
                {homepage.email ? (
                  <p>
                    <a href={`mailto:${homepage.email}`}>{homepage.email}</a>
                  </p>
                ) : null}
              </section>
            ) : null}
          </div>
        ) : null}
        {sponsors.length ? (
          <section aria-labelledby="sponsors" className="flex flex-col gap-3">
            <h2 id="sponsors" className="text-2xl font-semibold text-slate-900">
              Our Sponsors
            </h2>
            <p className="text-sm text-slate-600">Thank you to the businesses that support our parish.</p>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {sponsors.map((s) => {
                const body = (
                  <>
                    {s.logo ? <img src={s.logo} alt="" loading="lazy" className="h-16 w-full object-contain" /> : null}
                    <span className="text-sm font-medium text-slate-900">{s.name}</span>
                  </>
                );
                return (
                  <li key={s.id} className="card flex flex-col items-center gap-2 text-center">
                    {s.link ? (
                      <a href={s.link} rel="noopener noreferrer sponsored" target="_blank" className="flex flex-col items-center gap-2 no-underline">
                        {body}
                      </a>
                    ) : (
                      body
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </main>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
