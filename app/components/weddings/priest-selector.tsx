import { Form, useLocation, useNavigation } from "@remix-run/react";

export type PriestChoice = { id: string; name: string; selected: boolean };

/**
 * The Weddings sidebar's priest selection (spec): each priest is a button that toggles it (pressed when
 * selected); the wedding lists show the selected priests' weddings. A form post, so it works without
 * JavaScript; it comes back to the page it was sent from.
 */
export function PriestSelector({ priests }: { priests: PriestChoice[] }) {
  const location = useLocation();
  const navigation = useNavigation();
  const back = location.pathname + location.search;
  const pending = navigation.state !== "idle" && navigation.formAction === "/weddings/priests/select";
  const any = priests.some((p) => p.selected);
  return (
    <section aria-labelledby="priest-selection" className="rounded-md bg-white/5 p-2">
      <h2 id="priest-selection" className="mb-2 px-1 text-xs font-semibold tracking-wide text-brand-100/70">
        PRIESTS
      </h2>
      {priests.length === 0 ? <p className="px-1 text-xs text-brand-100/80">No active priests yet.</p> : null}
      <Form method="post" action="/weddings/priests/select" className="flex flex-col gap-1" aria-busy={pending || undefined}>
        <input type="hidden" name="redirectTo" value={back} />
        {priests.map((p) => (
          <button
            key={p.id}
            type="submit"
            name="priestId"
            value={p.id}
            aria-pressed={p.selected}
            className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm ${p.selected ? "bg-white/20 font-semibold text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"}`}
          >
            <span aria-hidden="true" className={`inline-block h-3 w-3 shrink-0 rounded-sm border border-brand-100 ${p.selected ? "bg-white" : ""}`} />
            {p.name}
          </button>
        ))}
        {any ? (
          <button type="submit" name="intent" value="clear" className="px-2 py-1 text-left text-xs text-brand-100 underline hover:text-white">
            Show all priests
          </button>
        ) : null}
      </Form>
    </section>
  );
}
