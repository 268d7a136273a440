// The event form (Website › Home: title, start and end, place, description, image, public or not),
// shared by the browser and the server. Times are the parish's wall clock (parish/wall-clock.ts).
import { z } from "zod";
import { calendarDate, isClockTime, wallClock } from "~/modules/parish/wall-clock";
import { optionalText, paragraphs, requiredText } from "~/utils/form-fields";
import { WEBSITE_MESSAGES } from "./options";

const date = z
  .string()
  .trim()
  .refine((v) => v === "" || calendarDate(v) !== null, { error: WEBSITE_MESSAGES.invalidDate, abort: true })
  .refine((v) => v === "" || inRange(calendarDate(v)!), WEBSITE_MESSAGES.dateOutOfRange)
  .transform((v) => v || undefined)
  .optional();
const time = z
  .string()
  .trim()
  .refine((v) => v === "" || isClockTime(v), WEBSITE_MESSAGES.invalidTime)
  .transform((v) => v || undefined)
  .optional();

const inRange = (day: Date, now = new Date()) => day.getUTCFullYear() >= 2000 && day.getUTCFullYear() <= now.getUTCFullYear() + 10;

export const EventSchema = z
  .object({
    title: requiredText("Title", 120),
    startDate: date.pipe(z.string({ error: "Date is required" })),
    startTime: time.pipe(z.string({ error: "Start time is required" })),
    endTime: time,
    endDate: date,
    place: optionalText("Place", 160),
    description: paragraphs("Description", 4000),
    isPublic: z.boolean().optional(),
    removeImage: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const { startsAt, endsAt } = eventTimes(v);
    if (startsAt && endsAt && endsAt < startsAt) ctx.addIssue({ code: "custom", path: [v.endTime ? "endTime" : "endDate"], message: WEBSITE_MESSAGES.endBeforeStart });
  });
export type EventInput = z.output<typeof EventSchema>;

/**
 * Start and end as stored wall-clock instants: the end is the end time on the end date (the start's
 * date when none is given); an end date without an end time ends with that day.
 */
export function eventTimes(v: Pick<EventInput, "startDate" | "startTime" | "endDate" | "endTime">) {
  const startsAt = wallClock(v.startDate, v.startTime);
  const endDay = v.endDate ?? (v.endTime ? v.startDate : undefined);
  const endsAt = endDay ? wallClock(endDay, v.endTime ?? "23:59") : null;
  return { startsAt, endsAt };
}

/** The event's own columns for a save; the image is handled apart. */
export const eventRecord = (v: EventInput) => {
  const { startsAt, endsAt } = eventTimes(v);
  return { title: v.title, startsAt: startsAt!, endsAt, place: v.place || null, description: v.description ?? null, isPublic: v.isPublic ?? false };
};
