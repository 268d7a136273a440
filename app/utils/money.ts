import { dollars } from "./en-us";

/** Amounts are kept in cents and shown with $ (spec: tuition shown with $): "$1,250.00". */
export const formatCents = (cents: number) => dollars(cents);

/** "$1,250.5", "1250.50" or "" (zero) to cents; null when it is not an amount. */
export function parseDollars(input: string): number | null {
  const text = input.trim().replace(/^\$/, "").replace(/,/g, "");
  if (text === "") return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents back to the plain text of a form field ("1250.50"). */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
