// The registrations list's filters (?paid=, ?online=): plain values, so the list's page loads no schema library.

export const PAID_FILTERS = [
  { value: "", label: "All" },
  { value: "paid", label: "Paid" },
  { value: "unpaid", label: "Unpaid" },
] as const;
export type PaidFilter = "paid" | "unpaid" | null;
export const readPaidFilter = (value: string | null): PaidFilter => (value === "paid" || value === "unpaid" ? value : null);

/** The list's "Online" filter (?online=): the registrations waiting for review, or every online one. */
export const ONLINE_FILTERS = [
  { value: "", label: "All registrations" },
  { value: "review", label: "Online: to review" },
  { value: "all", label: "Online: all" },
] as const;
export type OnlineFilter = "review" | "all" | null;
export const readOnlineFilter = (value: string | null): OnlineFilter => (value === "review" || value === "all" ? value : null);
