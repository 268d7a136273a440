// The Weddings area's derived facts (issue 10), pure and client-safe: the time as the parish reads it,
// the derived groups, and what a wedding still needs (documents and approvals).
import type { PriorMarriage, WeddingBaptismStatus } from "~/generated/prisma/enums";
import { longDate } from "~/modules/parish/wall-clock";
import { searchNameOf } from "~/modules/education/names";
import type { GroupKey } from "./options";

/** '7pm', '7:30pm', '11am', '12pm' (the old system's '7pm', with the real minutes when there are some). */
export function weddingTime(date: Date | string) {
  const d = new Date(date);
  const hours = d.getUTCHours();
  const minutes = d.getUTCMinutes();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${hours < 12 ? "am" : "pm"}`;
}

/** "Saturday, June 13, 2026 at 7pm". */
export const weddingWhen = (date: Date | string) => `${longDate(date)} at ${weddingTime(date)}`;

export type GroupFacts = {
  groomBaptismStatus: WeddingBaptismStatus | null;
  brideBaptismStatus: WeddingBaptismStatus | null;
  groomWithinParish: boolean;
  brideWithinParish: boolean;
  groomPriorMarriage: PriorMarriage | null;
  groomPriorMarriage2: PriorMarriage | null;
  bridePriorMarriage: PriorMarriage | null;
  bridePriorMarriage2: PriorMarriage | null;
};

const NON_CATHOLIC: WeddingBaptismStatus[] = ["BAPTIZED_ORTHODOX", "BAPTIZED_PROTESTANT"];
const priors = (w: GroupFacts) => [w.groomPriorMarriage, w.groomPriorMarriage2, w.bridePriorMarriage, w.bridePriorMarriage2];

/**
 * The derived groups, exactly as the issue defines them: non-Catholic (either party baptized orthodox or
 * protestant), domicile issue (either party not within the parish), not baptized (either party), prior
 * church marriage (a prior marriage value of 'church wedding').
 */
export function groupsOf(w: GroupFacts): Record<GroupKey, boolean> {
  const statuses = [w.groomBaptismStatus, w.brideBaptismStatus];
  return {
    nonCatholic: statuses.some((s) => s !== null && NON_CATHOLIC.includes(s)),
    domicileIssue: !w.groomWithinParish || !w.brideWithinParish,
    notBaptized: statuses.includes("NOT_BAPTIZED"),
    priorChurchMarriage: priors(w).includes("CHURCH_WEDDING"),
  };
}

export type NeedFacts = GroupFacts & {
  formA: boolean;
  lackOfForm: boolean;
  groomBaptismCert: boolean;
  brideBaptismCert: boolean;
  witnessForms: boolean;
  pastorApprovedOn: Date | string | null;
  dispensationOn: Date | string | null;
  groomDomicilePermissionOn: Date | string | null;
  brideDomicilePermissionOn: Date | string | null;
};

/** Whether the tribunal's dispensation is needed (issue 10): a prior church marriage or a non-Catholic party. */
export const needsDispensation = (w: GroupFacts) => {
  const g = groupsOf(w);
  return g.priorChurchMarriage || g.nonCatholic;
};

/** Whether a party's domicile permission is needed: that party is not within the parish. */
export const needsDomicilePermission = (w: GroupFacts, party: "groom" | "bride") => !w[`${party}WithinParish`];

/**
 * What a wedding still lacks (Items Needed): Form A and the witness forms always; a party's baptism
 * certificate unless that party is not baptized; the lack-of-form declaration when a prior marriage was a
 * civil wedding; then the approvals (the pastor's always, the rest where their rule applies).
 */
export function missingItems(w: NeedFacts) {
  const documents = [
    !w.formA && "Form A",
    w.groomBaptismStatus !== "NOT_BAPTIZED" && !w.groomBaptismCert && "Groom Baptism Certificate",
    w.brideBaptismStatus !== "NOT_BAPTIZED" && !w.brideBaptismCert && "Bride Baptism Certificate",
    !w.witnessForms && "Witness Forms",
    priors(w).includes("CIVIL_WEDDING") && !w.lackOfForm && "Lack of Form",
  ].filter((v): v is string => Boolean(v));
  const approvals = [
    !w.pastorApprovedOn && "Pastor approval",
    needsDispensation(w) && !w.dispensationOn && "Dispensation (tribunal)",
    needsDomicilePermission(w, "groom") && !w.groomDomicilePermissionOn && "Groom domicile permission",
    needsDomicilePermission(w, "bride") && !w.brideDomicilePermissionOn && "Bride domicile permission",
  ].filter((v): v is string => Boolean(v));
  return { documents, approvals };
}

/** "John Smith & Mary Jones". */
export const coupleOf = (w: { groomFirstName: string; groomLastName: string; brideFirstName: string; brideLastName: string }) =>
  `${w.groomFirstName} ${w.groomLastName} & ${w.brideFirstName} ${w.brideLastName}`;

/** What is still due of the fee agreed (never below zero). */
export const feeDue = (w: { feeAgreedCents: number; feePaidCents: number }) => Math.max(0, w.feeAgreedCents - w.feePaidCents);

type Name = { firstname: string; lastname: string };

/** The couple's columns of a wedding: both names and their search keys (the search box looks in either). */
export const coupleColumns = (groom: Name, bride: Name) => ({
  groomFirstName: groom.firstname,
  groomLastName: groom.lastname,
  groomSearchName: searchNameOf(groom),
  brideFirstName: bride.firstname,
  brideLastName: bride.lastname,
  brideSearchName: searchNameOf(bride),
});
