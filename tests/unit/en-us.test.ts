import { describe, expect, it } from "vitest";
import { dollars, groupDigits, usClock, usDate, usLongDate, usMediumDateTime, usShortDateTime, usWeekday } from "~/utils/en-us";

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const INTL = {
  date: utc({ year: "numeric", month: "2-digit", day: "2-digit" }),
  weekday: utc({ weekday: "long" }),
  long: utc({ weekday: "long", year: "numeric", month: "long", day: "numeric" }),
  clock: utc({ hour: "numeric", minute: "2-digit" }),
  short: utc({ dateStyle: "short", timeStyle: "short" }),
  medium: utc({ dateStyle: "medium", timeStyle: "short" }),
};
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const wholeMoney = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const count = new Intl.NumberFormat("en-US");

// Every minute of a few days and a day of every month over two centuries, in a fixed pseudo-random walk.
function* moments() {
  for (const start of ["2026-12-06T00:00:00Z", "2024-02-29T00:00:00Z", "1999-12-31T12:00:00Z"]) {
    for (let minute = 0; minute < 24 * 60; minute += 7) yield new Date(Date.parse(start) + minute * 60_000);
  }
  for (let year = 1900; year <= 2100; year += 3) for (let month = 0; month < 12; month++) yield new Date(Date.UTC(year, month, 1 + ((year * 7 + month * 11) % 28), (year + month) % 24, (year * month) % 60));
}

describe("US English without Intl", () => {
  it("writes dates and times as Intl's en-US does at UTC", () => {
    let checked = 0;
    for (const d of moments()) {
      expect(usDate(d)).toBe(INTL.date.format(d));
      expect(usWeekday(d)).toBe(INTL.weekday.format(d));
      expect(usLongDate(d)).toBe(INTL.long.format(d));
      expect(usClock(d)).toBe(INTL.clock.format(d));
      expect(usShortDateTime(d)).toBe(INTL.short.format(d));
      expect(usMediumDateTime(d)).toBe(INTL.medium.format(d));
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
    expect(usDate("2026-11-21")).toBe("11/21/2026");
    expect(usLongDate("2026-12-06T00:00:00.000Z")).toBe("Sunday, December 6, 2026");
  });

  it("writes dollars and counts as Intl's en-US does", () => {
    const amounts = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 12345, 100000, 125000, 99999999, 123456789012, -1, -525, -125000];
    for (let cents = 7; cents < 10_000_000_000; cents = cents * 3 + 11) amounts.push(cents, -cents);
    for (const cents of amounts) {
      expect(dollars(cents)).toBe(money.format(cents / 100));
      if (cents % 100 === 0) expect(dollars(cents, { whole: true })).toBe(wholeMoney.format(cents / 100));
      else expect(dollars(cents, { whole: true })).toBe(money.format(cents / 100));
      expect(groupDigits(cents)).toBe(count.format(cents));
    }
  });
});
