import { Link, useRouteLoaderData } from "@remix-run/react";
import { LinkedRows } from "~/components/ui/linked-rows";
import type { PriestChoice } from "./priest-selector";
import { longDate } from "~/modules/parish/wall-clock";
import { GROUPS, weddingPath, type GroupKey } from "~/modules/weddings/options";
import { weddingTime } from "~/modules/weddings/rules";
import type { RowsOnce } from "~/utils/document-rows";

export type WeddingRowData = { id: string; date: Date | string; couple: string; priest: string | null; groups: Record<GroupKey, boolean> };

const BADGE: Record<GroupKey, string> = {
  nonCatholic: "bg-violet-100 text-violet-800",
  domicileIssue: "bg-amber-100 text-amber-900",
  notBaptized: "bg-sky-100 text-sky-800",
  priorChurchMarriage: "bg-rose-100 text-rose-800",
};

/** The derived groups of a wedding as badges (issue 10). */
export function GroupBadges({ groups }: { groups: Record<GroupKey, boolean> }) {
  const shown = GROUPS.filter((g) => groups[g.key]);
  if (!shown.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((g) => (
        <span key={g.key} className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE[g.key]}`}>
          {g.label}
        </span>
      ))}
    </span>
  );
}

/**
 * A table of weddings: date, time ('7pm'), couple (a link to the wedding), priest, groups, and `extra`
 * columns. Rows with controls of their own (`extra`) must come as data (`rowsAsData`): rows kept in
 * a document's HTML only are not rendered again on the client (LinkedRows).
 */
export function WeddingTable({
  weddings,
  empty,
  extra,
}: {
  weddings: RowsOnce<WeddingRowData>;
  empty: string;
  extra?: { header: string; cell: (id: string) => React.ReactNode };
}) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className="table">
        <thead>
          <tr>
            <th>Date</th>
            <th>Time</th>
            <th>Couple</th>
            <th>Priest</th>
            <th>Groups</th>
            {extra ? <th>{extra.header}</th> : null}
          </tr>
        </thead>
        <LinkedRows rows={weddings} empty={{ text: empty, columns: extra ? 6 : 5 }}>
          {(w) => (
            <tr key={w.id}>
              <td className="whitespace-nowrap">{longDate(w.date)}</td>
              <td>{weddingTime(w.date)}</td>
              <td>
                <a href={weddingPath(w.id)}>{w.couple}</a>
              </td>
              <td>{w.priest ?? <span className="text-slate-500">Not assigned</span>}</td>
              <td>
                <GroupBadges groups={w.groups} />
              </td>
              {extra ? <td>{extra.cell(w.id)}</td> : null}
            </tr>
          )}
        </LinkedRows>
      </table>
    </div>
  );
}

/** Which priests' weddings a list shows, when priests are selected in the sidebar (the layout's selection). */
export function PriestFilterNote() {
  const layout = useRouteLoaderData("routes/weddings") as { priests: PriestChoice[] } | undefined;
  const selected = (layout?.priests ?? []).filter((p) => p.selected).map((p) => p.name);
  if (!selected.length) return null;
  return (
    <p role="status" className="text-sm text-slate-700">
      Showing the weddings of {selected.join(", ")} only (the priests selected in the sidebar).
    </p>
  );
}

/** Upcoming / Past tabs (GET links that keep the other filters). */
export function WhenTabs({ when, hrefOf }: { when: "upcoming" | "past"; hrefOf: (when: "upcoming" | "past") => string }) {
  return (
    <nav aria-label="Which weddings" className="flex gap-2">
      {(["upcoming", "past"] as const).map((value) => (
        <Link key={value} to={hrefOf(value)} aria-current={when === value ? "page" : undefined} className={when === value ? "btn btn-small" : "btn-secondary btn-small"}>
          {value === "upcoming" ? "Upcoming" : "Past"}
        </Link>
      ))}
    </nav>
  );
}
