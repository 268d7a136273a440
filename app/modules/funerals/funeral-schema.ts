// The funeral form (spec: the Funeral entity, with what a parish secretary arranging one records),
// shared by the browser and the server.
import { z } from "zod";
import type { FuneralRemains, FuneralServiceType } from "~/generated/prisma/enums";
import { searchNameOf } from "~/modules/education/names";
import { email, notes, text } from "~/modules/education/schema-fields";
import { calendarDate, isClockTime } from "~/modules/parish/wall-clock";
import { phoneNumber, requiredText } from "~/utils/form-fields";
import { FUNERAL_MESSAGES, REMAINS, SERVICE_TYPES } from "./options";

const choice = <K extends string>(options: readonly { value: K }[], message: string) => z.enum(options.map((o) => o.value) as [K, ...K[]], { error: message });

/** A typed date (YYYY-MM-DD) that must be a real one; blank is "not filled". */
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === "" || calendarDate(v) !== null, FUNERAL_MESSAGES.invalidDate)
  .transform((v) => v || undefined)
  .optional();

const DAY = 24 * 3600_000;
const inRange = (date: Date, now = new Date()) => date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= now.getUTCFullYear() + 5;

export const FuneralSchema = z
  .object({
    firstname: requiredText("Firstname"),
    middlename: text("Middlename"),
    lastname: requiredText("Lastname"),
    dateOfBirth: optionalDate,
    dateOfDeath: optionalDate,
    dateOfFuneral: z
      .string({ error: FUNERAL_MESSAGES.dateOfFuneralRequired })
      .trim()
      .min(1, FUNERAL_MESSAGES.dateOfFuneralRequired)
      .refine((v) => calendarDate(v) !== null, { error: FUNERAL_MESSAGES.invalidDate, abort: true })
      .refine((v) => inRange(calendarDate(v)!), FUNERAL_MESSAGES.dateOutOfRange),
    funeralTime: z
      .string()
      .trim()
      .refine((v) => v === "" || isClockTime(v), FUNERAL_MESSAGES.invalidTime)
      .transform((v) => v || undefined)
      .optional(),
    serviceType: choice<FuneralServiceType>(SERVICE_TYPES, FUNERAL_MESSAGES.chooseServiceType),
    remains: choice<FuneralRemains>(REMAINS, FUNERAL_MESSAGES.chooseRemains),
    officiant: z
      .string()
      .trim()
      .transform((v) => v || undefined)
      .optional(),
    funeralHome: text("Funeral home", 120),
    cemetery: text("Cemetery", 120),
    contactName: text("Contact name", 120),
    contactRelationship: text("Relationship", 40),
    contactPhone: phoneNumber("Contact phone"),
    contactEmail: email,
    notes,
  })
  .superRefine((v, ctx) => {
    // One day of slack: the browser's today may be ahead of the server's.
    const death = v.dateOfDeath ? calendarDate(v.dateOfDeath) : null;
    const birth = v.dateOfBirth ? calendarDate(v.dateOfBirth) : null;
    const funeral = calendarDate(v.dateOfFuneral);
    if (death && death.getTime() > Date.now() + DAY) ctx.addIssue({ code: "custom", path: ["dateOfDeath"], message: FUNERAL_MESSAGES.deathInFuture });
    else if (death && funeral && death > funeral) ctx.addIssue({ code: "custom", path: ["dateOfDeath"], message: FUNERAL_MESSAGES.deathAfterFuneral });
    if (birth && (birth > (death ?? funeral ?? birth))) ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: FUNERAL_MESSAGES.birthAfterDeath });
  });
export type FuneralInput = z.output<typeof FuneralSchema>;

/** The funeral's own columns for a save (what is not filled is cleared), with the search key; the officiant is checked apart. */
export const funeralRecord = (v: FuneralInput) => ({
  firstname: v.firstname,
  middlename: v.middlename ?? null,
  lastname: v.lastname,
  searchName: searchNameOf(v),
  dateOfBirth: v.dateOfBirth ? calendarDate(v.dateOfBirth) : null,
  dateOfDeath: v.dateOfDeath ? calendarDate(v.dateOfDeath) : null,
  dateOfFuneral: calendarDate(v.dateOfFuneral)!,
  funeralTime: v.funeralTime ?? null,
  serviceType: v.serviceType,
  remains: v.remains,
  funeralHome: v.funeralHome ?? null,
  cemetery: v.cemetery ?? null,
  contactName: v.contactName ?? null,
  contactRelationship: v.contactRelationship ?? null,
  contactPhone: v.contactPhone ?? null,
  contactEmail: v.contactEmail ?? null,
  notes: v.notes ?? null,
});
