// Gift store money (spec: Stock Price = churchWholesalePrice; Drop Ship Price = 1.75 x wholesale,
// two decimals unless whole; Suggested Retail Price), all in cents.
import { dollars } from "~/utils/en-us";

/** "$35" for a whole amount, "$17.50" otherwise. */
export const giftPrice = (cents: number) => dollars(cents, { whole: true });

/** 1.75 times the wholesale price, to the nearest cent (175/100 in integers: no float error). */
export const dropShipCents = (wholesaleCents: number) => Math.round((wholesaleCents * 175) / 100);
