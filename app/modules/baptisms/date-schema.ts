// The baptism date form (date, time, officiant), shared by the browser and the server.
import { z } from "zod";
import { BAPTISM_MESSAGES } from "./options";
import { calendarDate, isClockTime, wallClock } from "~/modules/parish/wall-clock";

const blankable = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const inRange = (date: Date, today = new Date()) => date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= today.getUTCFullYear() + 5;

export const BaptismDateSchema = z
  .object({ date: blankable, time: blankable, officiant: blankable })
  .superRefine((value, ctx) => {
    // The spec's one message when anything is missing, for the whole form.
    if (!value.date || !value.time || !value.officiant) return ctx.addIssue({ code: "custom", path: [], message: BAPTISM_MESSAGES.allFieldsRequired });
    const day = calendarDate(value.date);
    if (!day) ctx.addIssue({ code: "custom", path: ["date"], message: BAPTISM_MESSAGES.invalidDate });
    else if (!inRange(day)) ctx.addIssue({ code: "custom", path: ["date"], message: BAPTISM_MESSAGES.dateOutOfRange });
    if (!isClockTime(value.time)) ctx.addIssue({ code: "custom", path: ["time"], message: BAPTISM_MESSAGES.invalidTime });
  })
  .transform((value) => ({ when: wallClock(value.date!, value.time!)!, officiant: value.officiant! }));

export type BaptismDateInput = z.output<typeof BaptismDateSchema>;
