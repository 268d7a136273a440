import { PublicLayout } from "./public-layout";

export type ProseSection = { heading: string; body: string[] };

/** A public text page (policies, FAQ) from plain sections. */
export function ProsePage({ title, updated, sections }: { title: string; updated?: string; sections: ProseSection[] }) {
  return (
    <PublicLayout narrow={false}>
      <article className="card">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {updated ? <p className="text-sm text-slate-500">Last updated {updated}</p> : null}
        {sections.map((s) => (
          <section key={s.heading} className="mt-6">
            <h2 className="text-lg font-semibold text-slate-900">{s.heading}</h2>
            {s.body.map((p) => (
              <p key={p} className="mt-2 text-slate-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
