// The wedding form (every field of the spec's Wedding entity, plus time, approvals, fees and notes), shared by the browser and the server.
import { z } from "zod";
import type { PriorMarriage, WeddingBaptismStatus } from "~/generated/prisma/enums";
import { calendarDate, isClockTime, wallClock } from "~/modules/parish/wall-clock";
import { notes, text } from "~/modules/education/schema-fields";
import { parseDollars } from "~/utils/money";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/utils/text";
import { BAPTISM_STATUSES, DEFAULT_WEDDING_TIME, PRIOR_MARRIAGES, WEDDING_MESSAGES } from "./options";

const named = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(80, `${label} must be at most 80 characters`)
    .refine((v) => !hasControlChars(v), `${label} ${CONTROL_CHARS_MESSAGE}`);

const choice = <K extends string>(options: readonly { value: K }[], label: string) =>
  z.enum(options.map((o) => o.value) as [K, ...K[]], { error: `Choose a ${label} from the list` }).optional();

const money = z
  .string()
  .trim()
  .optional()
  .refine((v) => parseDollars(v ?? "") !== null, WEDDING_MESSAGES.invalidAmount)
  .transform((v) => parseDollars(v ?? "") ?? 0);

const flag = z.boolean().optional();
const inRange = (date: Date, today = new Date()) => date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= today.getUTCFullYear() + 5;

export const WeddingSchema = z
  .object({
    date: z.string({ error: WEDDING_MESSAGES.dateRequired }).trim().min(1, WEDDING_MESSAGES.dateRequired),
    time: z.string().trim().optional(),
    priest: z.string().trim().optional(),
    groomFirstName: named(WEDDING_MESSAGES.groomFirstNameRequired, "Groom's first name"),
    groomLastName: named(WEDDING_MESSAGES.groomLastNameRequired, "Groom's last name"),
    brideFirstName: named(WEDDING_MESSAGES.brideFirstNameRequired, "Bride's first name"),
    brideLastName: named(WEDDING_MESSAGES.brideLastNameRequired, "Bride's last name"),
    groomBaptismStatus: choice<WeddingBaptismStatus>(BAPTISM_STATUSES, "baptism status"),
    brideBaptismStatus: choice<WeddingBaptismStatus>(BAPTISM_STATUSES, "baptism status"),
    groomWithinParish: flag,
    brideWithinParish: flag,
    groomParish: text("Groom's parish", 120),
    brideParish: text("Bride's parish", 120),
    groomPriorMarriage: choice<PriorMarriage>(PRIOR_MARRIAGES, "prior marriage"),
    groomPriorMarriage2: choice<PriorMarriage>(PRIOR_MARRIAGES, "prior marriage"),
    bridePriorMarriage: choice<PriorMarriage>(PRIOR_MARRIAGES, "prior marriage"),
    bridePriorMarriage2: choice<PriorMarriage>(PRIOR_MARRIAGES, "prior marriage"),
    formA: flag,
    lackOfForm: flag,
    groomBaptismCert: flag,
    brideBaptismCert: flag,
    witnessForms: flag,
    pastorApproved: flag,
    dispensation: flag,
    groomDomicilePermission: flag,
    brideDomicilePermission: flag,
    witness1: text("Witness 1", 120),
    witness2: text("Witness 2", 120),
    diocese: text("Diocese", 120),
    feeAgreed: money,
    feePaid: money,
    notes,
  })
  .superRefine((value, ctx) => {
    const day = calendarDate(value.date);
    if (!day) ctx.addIssue({ code: "custom", path: ["date"], message: WEDDING_MESSAGES.invalidDate });
    else if (!inRange(day)) ctx.addIssue({ code: "custom", path: ["date"], message: WEDDING_MESSAGES.dateOutOfRange });
    if (value.time && !isClockTime(value.time)) ctx.addIssue({ code: "custom", path: ["time"], message: WEDDING_MESSAGES.invalidTime });
  })
  // No time typed: 7:00 pm, the parish's usual hour.
  .transform(({ date, time, ...rest }) => ({ ...rest, when: wallClock(date, time || DEFAULT_WEDDING_TIME)! }));

export type WeddingInput = z.output<typeof WeddingSchema>;
