import { clockTime, dateInput, longDate, timeInput } from "~/modules/parish/wall-clock";

const ENDS_WITH_DAY = "23:59";

/**
 * When an event happens, in words: "Sunday, December 6, 2026 at 10:00 AM", with "– 12:00 PM" when
 * it ends the same day, or "– Monday, December 7, 2026 (at 1:00 PM)" when it ends on another.
 */
export function eventWhen(startsAt: Date | string, endsAt: Date | string | null) {
  const start = `${longDate(startsAt)} at ${clockTime(startsAt)}`;
  if (!endsAt) return start;
  const sameDay = dateInput(startsAt) === dateInput(endsAt);
  const endClock = timeInput(endsAt) === ENDS_WITH_DAY ? null : clockTime(endsAt);
  if (sameDay) return endClock ? `${start} – ${endClock}` : start;
  return `${start} – ${longDate(endsAt)}${endClock ? ` at ${endClock}` : ""}`;
}

/** The form's values for a stored event (the end date only when it is another day, the end time only when set). */
export function eventFormTimes(startsAt: Date | string, endsAt: Date | string | null) {
  const startDate = dateInput(startsAt);
  if (!endsAt) return { startDate, startTime: timeInput(startsAt), endDate: "", endTime: "" };
  const endDate = dateInput(endsAt);
  const endTime = timeInput(endsAt);
  return { startDate, startTime: timeInput(startsAt), endDate: endDate === startDate ? "" : endDate, endTime: endTime === ENDS_WITH_DAY ? "" : endTime };
}
