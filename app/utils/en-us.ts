// The app's fixed US English formats (dates at UTC, dollars, counts), written without Intl. A page's
// first Intl formatter costs the browser 25-50 ms (it loads its locale data), on every page that
// formats money or a date while it hydrates; these give Intl's en-US output exactly
// (tests/unit/en-us.test.ts compares them). A date in a parish's own time zone still needs Intl.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 1234567 -> "1,234,567" (Intl.NumberFormat("en-US") of a whole number). */
export function groupDigits(n: number): string {
  const sign = n < 0 ? "-" : "";
  const digits = String(Math.abs(Math.round(n)));
  let out = "";
  for (let end = digits.length; end > 0; end -= 3) out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : "");
  return sign + out;
}

/** Cents as "$1,250.00", "-$5.25"; `whole`: "$35" when there are no cents. */
export function dollars(cents: number, { whole = false } = {}): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? "-" : "";
  const abs = Math.abs(rounded);
  const rest = abs % 100;
  return `${sign}$${groupDigits(Math.floor(abs / 100))}${whole && rest === 0 ? "" : `.${two(rest)}`}`;
}

const day = (date: Date | string) => (date instanceof Date ? date : new Date(date));

/** "12/06/2026" (at UTC). */
export function usDate(date: Date | string): string {
  const d = day(date);
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** "Sunday" (at UTC). */
export const usWeekday = (date: Date | string) => WEEKDAYS[day(date).getUTCDay()]!;

/** "Sunday, December 6, 2026" (at UTC). */
export function usLongDate(date: Date | string): string {
  const d = day(date);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "10:05 AM" (at UTC). */
export function usClock(date: Date | string): string {
  const d = day(date);
  const hours = d.getUTCHours();
  return `${hours % 12 || 12}:${two(d.getUTCMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** "12/6/26, 10:05 AM" (dateStyle and timeStyle short, at UTC). */
export function usShortDateTime(date: Date | string): string {
  const d = day(date);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${two(d.getUTCFullYear() % 100)}, ${usClock(d)}`;
}

/** "Dec 6, 2026, 10:05 AM" (dateStyle medium, timeStyle short, at UTC). */
export function usMediumDateTime(date: Date | string): string {
  const d = day(date);
  return `${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${usClock(d)}`;
}
