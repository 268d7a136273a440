import { z } from "zod";
import { parseDollars } from "~/utils/money";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/utils/text";

export const TUITION_MESSAGE = "Enter an amount like 150 or 150.00";
export const NOTES_MAX = 2000;


const recordId = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{1,64}$/, message);
const yesNo = (label: string) => z.enum(["yes", "no"], { error: `Choose Yes or No for ${label}` }).transform((v) => v === "yes");

// Dollars as typed ("150", "$1,250.50"; empty is $0.00), kept in cents.
const tuition = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const cents = parseDollars(value ?? "");
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: TUITION_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

// Notes may span lines; other control characters are refused.
const notes = z
  .string()
  .trim()
  .max(NOTES_MAX, `Notes must be at most ${NOTES_MAX} characters`)
  .refine((v) => !hasControlChars(v.replace(/[\r\n\t]/g, "")), `Notes ${CONTROL_CHARS_MESSAGE}`)
  .optional();

/** The fields of a registration that can change (edit); the student is fixed once registered. */
export const RegistrationEditSchema = z.object({
  schoolClassId: recordId("Choose a class"),
  schoolYearId: recordId("Choose a school year"),
  tuition,
  paid: yesNo("Paid"),
  photographyPermission: yesNo("Photography Permission"),
  safetyClassPermission: yesNo("Safety Class Permission"),
  notes,
});

export const RegistrationSchema = RegistrationEditSchema.extend({ studentId: recordId("Choose a student") });

export type RegistrationValues = z.output<typeof RegistrationEditSchema>;
export type NewRegistrationValues = z.output<typeof RegistrationSchema>;
