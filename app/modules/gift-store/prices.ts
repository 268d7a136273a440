// Gift store money (spec: Stock Price = churchWholesalePrice; Drop Ship Price = 1.75 x wholesale,
// two decimals unless whole; Suggested Retail Price), all in cents.
const WHOLE = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$35" for a whole amount, "$17.50" otherwise. */
export const giftPrice = (cents: number) => (cents % 100 === 0 ? WHOLE.format(cents / 100) : CENTS.format(cents / 100));

/** 1.75 times the wholesale price, to the nearest cent (175/100 in integers: no float error). */
export const dropShipCents = (wholesaleCents: number) => Math.round((wholesaleCents * 175) / 100);
