import type { BaptismalStatus, SacramentalStatus } from "~/generated/prisma/enums";

export type Sacrament = "BAPTISM" | "FIRST_COMMUNION" | "CONFIRMATION";

export type SacramentFacts = {
  baptized: BaptismalStatus | null;
  firstCommunion: boolean | null;
  confirmation: boolean | null;
  sacramentalStatus: SacramentalStatus;
};

const CLASS_NAMES: [Sacrament, RegExp][] = [
  ["CONFIRMATION", /confirm/i],
  ["FIRST_COMMUNION", /communion|comuni[oó]n/i],
];

/**
 * The sacrament a child is preparing for (the portal's home), from the record first and the class
 * second:
 * - a child excluded from sacraments (sacramentalStatus EXCLUDED) prepares for none;
 * - the class this year names a sacrament the child has not received ("Grade 2 First Communion",
 *   "Confirmation 1"): that one;
 * - otherwise the next sacrament of initiation not yet received, in the Church's order for children:
 *   Baptism when the record says not baptized ("No"), else First Communion until it is recorded,
 *   else Confirmation until it is recorded;
 * - every one received: none.
 * An unknown baptism (not filled in) is not taken as "not baptized": the record is often incomplete.
 */
export function preparingFor(child: SacramentFacts, schoolClass: { className: string; tags?: string[] } | null): Sacrament | null {
  if (child.sacramentalStatus === "EXCLUDED") return null;
  const received = (s: Sacrament) => (s === "BAPTISM" ? child.baptized !== null && child.baptized !== "NO" : s === "FIRST_COMMUNION" ? child.firstCommunion === true : child.confirmation === true);
  if (schoolClass) {
    const named = [schoolClass.className, ...(schoolClass.tags ?? [])].join(" ");
    for (const [sacrament, pattern] of CLASS_NAMES) if (pattern.test(named) && !received(sacrament)) return sacrament;
  }
  if (child.baptized === "NO") return "BAPTISM";
  if (!received("FIRST_COMMUNION")) return "FIRST_COMMUNION";
  if (!received("CONFIRMATION")) return "CONFIRMATION";
  return null;
}
