// Whether a baptism is ready (the list's green or red indicator and its All Docs / Need Docs badges).

export type Readiness = {
  birthCertificate: boolean;
  allParentDocs: boolean;
  godmotherDocs: boolean;
  godfatherDocs: boolean;
  baptismClassParents: boolean;
  baptismClassGodmother: boolean;
  baptismClassGodfather: boolean;
  /** Godparents with a name. */
  godparentCount: number;
};

const count = (...flags: boolean[]) => flags.filter(Boolean).length;

/**
 * Parents: the birth certificate and all parent documents. Godparents: one set of documents per
 * godparent named (at least one is needed, at most two sets exist: godmother's and godfather's).
 * Complete: both, the parents' class, one godparent class per godparent named.
 */
export function readiness(b: Readiness) {
  const needed = Math.min(2, Math.max(1, b.godparentCount));
  const parentsDocs = b.birthCertificate && b.allParentDocs;
  const godparentsDocs = count(b.godmotherDocs, b.godfatherDocs) >= needed;
  const classes = b.baptismClassParents && count(b.baptismClassGodmother, b.baptismClassGodfather) >= needed;
  return { parentsDocs, godparentsDocs, complete: parentsDocs && godparentsDocs && classes && b.godparentCount > 0 };
}
