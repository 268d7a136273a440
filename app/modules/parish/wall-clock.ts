import { formatter } from "~/utils/dates";
import { usClock, usDate, usLongDate } from "~/utils/en-us";

// Baptism dates are the parish's wall-clock date and time, kept as if they were UTC (10:00 on a
// Sunday is 10:00Z that day), so they read the same whatever the server's or the browser's zone.
// Only "now" needs the parish's time zone (parishToday in today.server.ts).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date typed as YYYY-MM-DD, as midnight UTC; null when it is not one (2026-02-30). */
export function calendarDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value) ? date : null;
}

export const isClockTime = (value: string) => CLOCK.test(value);

/** The date and time typed (YYYY-MM-DD and HH:MM) as the stored wall-clock instant; null when either is not valid. */
export function wallClock(date: string, time: string): Date | null {
  const day = calendarDate(date);
  const clock = CLOCK.exec(time);
  if (!day || !clock) return null;
  return new Date(day.getTime() + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000);
}

/** The start of the parish's calendar day at `now`, as a stored wall-clock instant. */
export function startOfDay(now: Date, timeZone: string): Date {
  const parts = formatter(`en-CA:date:${timeZone}`, () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })).format(now);
  return calendarDate(parts) ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** "Sunday, December 6, 2026" (the notes report's long weekday and date, en-US). */
export const longDate = usLongDate;
/** "12/06/2026". */
export const shortDate = usDate;
/** "10:00 AM". */
export const clockTime = usClock;
/** "Sunday, December 6, 2026 at 10:00 AM". */
export const dateAndTime = (date: Date | string) => `${longDate(date)} at ${clockTime(date)}`;

/** The values of a date input and a time input for a stored instant. */
export const dateInput = (date: Date | string) => new Date(date).toISOString().slice(0, 10);
export const timeInput = (date: Date | string) => new Date(date).toISOString().slice(11, 16);
