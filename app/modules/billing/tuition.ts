// Labels of tuition payments, shared by the page and the server.
export const PAYMENT_METHODS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "other", label: "Other" },
] as const;
export const METHOD_LABELS: Record<string, string> = { card: "Card", cash: "Cash", check: "Check", other: "Other" };

/** Religious education's payments connection page (payments/connectedAccount). */
export const PAYMENTS_PAGE = "/religious-education/payments";

/**
 * What a registration's payments add up to (less refunds) and what it still owes: nothing once the
 * office marked it Paid by hand (cash at registration night, an import), whatever payments are
 * recorded, so no one is asked to pay it again. The one rule for staff, the portal and checkout.
 */
export function tuitionOwed(registration: { tuitionCents: number; paid: boolean; payments: { amountCents: number; refundedCents: number }[] }) {
  const paidCents = registration.payments.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
  return { paidCents, dueCents: registration.paid ? 0 : Math.max(0, registration.tuitionCents - paidCents) };
}
