// What the wedding form starts with (client-safe): a stored wedding as form values, or a new one's defaults.
import { dateInput, timeInput } from "~/modules/parish/wall-clock";
import { centsToInput } from "~/utils/money";
import { APPROVALS, DEFAULT_WEDDING_TIME } from "./options";

type Stored = {
  weddingDate: Date | string;
  priest: { id: string } | null;
  feeAgreedCents: number;
  feePaidCents: number;
} & Record<"groomFirstName" | "groomLastName" | "brideFirstName" | "brideLastName", string> &
  Record<"groomBaptismStatus" | "brideBaptismStatus" | "groomPriorMarriage" | "groomPriorMarriage2" | "bridePriorMarriage" | "bridePriorMarriage2", string | null> &
  Record<"groomParish" | "brideParish" | "witness1" | "witness2" | "diocese" | "notes", string | null> &
  Record<"groomWithinParish" | "brideWithinParish" | "formA" | "lackOfForm" | "groomBaptismCert" | "brideBaptismCert" | "witnessForms", boolean> &
  Record<(typeof APPROVALS)[number]["column"], Date | string | null>;

/** A new wedding: 7:00 pm, both parties within the parish. */
export const newWeddingValues = (date = "") => ({ date, time: DEFAULT_WEDDING_TIME, groomWithinParish: true, brideWithinParish: true });

export function weddingFormValues(w: Stored) {
  const text = (v: string | null) => v ?? "";
  return {
    date: dateInput(w.weddingDate),
    time: timeInput(w.weddingDate),
    priest: w.priest?.id ?? "",
    groomFirstName: w.groomFirstName,
    groomLastName: w.groomLastName,
    brideFirstName: w.brideFirstName,
    brideLastName: w.brideLastName,
    groomBaptismStatus: text(w.groomBaptismStatus),
    brideBaptismStatus: text(w.brideBaptismStatus),
    groomWithinParish: w.groomWithinParish,
    brideWithinParish: w.brideWithinParish,
    groomParish: text(w.groomParish),
    brideParish: text(w.brideParish),
    groomPriorMarriage: text(w.groomPriorMarriage),
    groomPriorMarriage2: text(w.groomPriorMarriage2),
    bridePriorMarriage: text(w.bridePriorMarriage),
    bridePriorMarriage2: text(w.bridePriorMarriage2),
    formA: w.formA,
    lackOfForm: w.lackOfForm,
    groomBaptismCert: w.groomBaptismCert,
    brideBaptismCert: w.brideBaptismCert,
    witnessForms: w.witnessForms,
    ...Object.fromEntries(APPROVALS.map((a) => [a.key, w[a.column] !== null])),
    witness1: text(w.witness1),
    witness2: text(w.witness2),
    diocese: text(w.diocese),
    feeAgreed: w.feeAgreedCents ? centsToInput(w.feeAgreedCents) : "",
    feePaid: w.feePaidCents ? centsToInput(w.feePaidCents) : "",
    notes: text(w.notes),
  };
}
