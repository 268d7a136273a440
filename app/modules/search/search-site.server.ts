import { searchablePages } from "~/components/layout/navigation";
import type { RoleName } from "~/utils/roles";

export type SearchResult = { group: string; label: string; to: string; detail?: string };

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, "");

/** Matches names ignoring case and white space (spec: person search); grows as areas are built. */
export function searchSite(input: { query: string; roles: RoleName[] }): SearchResult[] {
  const q = normalize(input.query);
  if (!q) return [];
  return searchablePages(input.roles)
    .filter((p) => normalize(p.label).includes(q) || normalize(p.area).includes(q))
    .map((p) => ({ group: "Pages", label: p.label, to: p.to, detail: p.area }));
}
