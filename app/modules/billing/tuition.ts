// Labels of tuition payments, shared by the page and the server.
export const PAYMENT_METHODS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "other", label: "Other" },
] as const;
export const METHOD_LABELS: Record<string, string> = { card: "Card", cash: "Cash", check: "Check", other: "Other" };

/** Religious education's payments connection page (payments/connectedAccount). */
export const PAYMENTS_PAGE = "/religious-education/payments";
