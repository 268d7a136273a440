import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PublicLayout } from "~/components/layout/public-layout";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { FAQ_TOPICS, findFaqTopic } from "~/modules/help/faq";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.topic ? `${data.topic.title} | ` : ""}FAQ | Parish Administration` }];

/** /faq (every topic) and /faq/{topic} (one); an unknown topic is the not-found page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = (params["*"] ?? "").replace(/\/+$/, "");
  if (!slug) return { topic: null };
  const topic = findFaqTopic(slug);
  if (!topic) throw new Response("Not Found", { status: 404 });
  return { topic };
}

export default function Faq() {
  const { topic } = useLoaderData<typeof loader>();
  const topics = topic ? [topic] : FAQ_TOPICS;
  return (
    <PublicLayout narrow={false}>
      <article className="card">
        <h1 className="text-2xl font-bold text-slate-900">{topic ? topic.title : "Frequently Asked Questions"}</h1>
        <nav aria-label="FAQ topics" className="mt-3 flex flex-wrap gap-2 text-sm">
          {topic ? <Link to="/faq">All topics</Link> : null}
          {FAQ_TOPICS.filter((t) => t.slug !== topic?.slug).map((t) => (
            <Link key={t.slug} to={`/faq/${t.slug}`} className="rounded bg-slate-100 px-2 py-1 no-underline hover:bg-slate-200">
              {t.title}
            </Link>
          ))}
        </nav>
        {topics.map((t) => (
          <section key={t.slug} aria-labelledby={topic ? undefined : `faq-${t.slug}`} className="mt-6">
            {topic ? null : (
              <h2 id={`faq-${t.slug}`} className="text-xl font-semibold text-slate-900">
                <Link to={`/faq/${t.slug}`} className="text-slate-900 no-underline hover:underline">
                  {t.title}
                </Link>
              </h2>
            )}
            {t.questions.map((item) => (
              <div key={item.q} className="mt-4">
                {topic ? (
                  <h2 className="text-lg font-semibold text-slate-900">{item.q}</h2>
                ) : (
                  <h3 className="text-lg font-semibold text-slate-900">{item.q}</h3>
                )}
                {item.a.map((p) => (
                  <p key={p} className="mt-1 text-slate-700">
                    {p}
                  </p>
                ))}
              </div>
            ))}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
