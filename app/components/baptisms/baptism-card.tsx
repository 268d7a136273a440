import { useInAppClick } from "~/components/ui/in-app-click";
import { clockTime, longDate, shortDate } from "~/modules/parish/wall-clock";

export type BaptismCardData = {
  id: string;
  name: string;
  dateOfBirth: Date | string;
  parents: string;
  parentsDocs: boolean;
  godparentsDocs: boolean;
  complete: boolean;
  date?: Date | string;
  officiant?: string;
};

function DocsBadge({ who, ok }: { who: string; ok: boolean }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ok ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}>
      {who}: {ok ? "All Docs" : "Need Docs"}
    </span>
  );
}

/**
 * Baptisms as cards, in a grid. Their links are plain `<a href>` with the list's one click handler
 * (useInAppClick): a router `<Link>` a card was a third of the baptisms page's render.
 */
export function BaptismCards({ baptisms, from }: { baptisms: BaptismCardData[]; from?: string }) {
  const onClick = useInAppClick();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" onClick={onClick}>
      {baptisms.map((b) => (
        <BaptismCard key={b.id} baptism={b} from={from} />
      ))}
    </ul>
  );
}

/** A baptism on the list (spec): a link to its page, the green or red indicator (said in words to screen readers) and the documents badges. */
function BaptismCard({ baptism, from }: { baptism: BaptismCardData; from?: string }) {
  const href = `/baptisms/${baptism.id}${from ? `?from=${encodeURIComponent(from)}` : ""}`;
  return (
    <li className="card flex flex-col gap-2 p-4">
      <div className="flex items-start gap-2">
        <span aria-hidden="true" className={`mt-1.5 inline-block h-3 w-3 shrink-0 rounded-full ${baptism.complete ? "bg-green-600" : "bg-red-600"}`} />
        <div className="min-w-0">
          <a href={href} className="font-semibold">
            {baptism.name}
          </a>
          <span className="sr-only">{baptism.complete ? ", ready: documents and classes complete" : ", not ready: documents or classes missing"}</span>
          <p className="text-xs text-slate-600">Born {shortDate(baptism.dateOfBirth)}</p>
          {baptism.parents ? <p className="text-xs text-slate-600">Parents: {baptism.parents}</p> : null}
          {baptism.date ? (
            <p className="text-xs text-slate-600">
              {longDate(baptism.date)}, {clockTime(baptism.date)}
              {baptism.officiant ? ` · ${baptism.officiant}` : ""}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <DocsBadge who="Parents" ok={baptism.parentsDocs} />
        <DocsBadge who="Godparents" ok={baptism.godparentsDocs} />
      </div>
    </li>
  );
}
