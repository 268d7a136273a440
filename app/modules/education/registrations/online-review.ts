// The office's review of online registrations: its messages and the forms of Move and Refuse.
import { z } from "zod";
import { paragraphs } from "~/utils/form-fields";

/** What the staff screens say (English; the parents' e-mails are in the office namespace, in their language). */
export const REVIEW_MESSAGES = {
  accepted: (student: string, sent: number) => `${student}'s registration was accepted.${sent ? ` The parents were told (${sent} e-mail${sent === 1 ? "" : "s"}).` : " No parent has an e-mail address to tell."}`,
  moved: (student: string, className: string, sent: number) =>
    `${student} was moved to ${className} and the registration accepted.${sent ? ` The parents were told (${sent} e-mail${sent === 1 ? "" : "s"}).` : " No parent has an e-mail address to tell."}`,
  refused: (student: string, sent: number) => `${student}'s online registration was refused and removed.${sent ? ` The parents were told (${sent} e-mail${sent === 1 ? "" : "s"}).` : " No parent has an e-mail address to tell."}`,
  notPending: "This registration is not an online registration waiting for review (it may have been reviewed already).",
  hasPayments: "This registration has tuition payments. Refund them first (Tuition page), then refuse it.",
  sameClass: "Choose a class other than the one the family chose, or Accept as it is.",
  chooseClass: "Choose a class",
} as const;

export const REASON_MAX = 1000;
const reason = paragraphs("Reason", REASON_MAX);
/** Accept has nothing to type: validated so that its refusal comes back naming the button (initialValue.intent). */
export const AcceptSchema = z.object({ registrationId: z.string().optional() });
export const RefuseSchema = z.object({ reason });
export const MoveSchema = z.object({ schoolClassId: z.string({ error: REVIEW_MESSAGES.chooseClass }).regex(/^[A-Za-z0-9_-]{1,64}$/, REVIEW_MESSAGES.chooseClass) });
