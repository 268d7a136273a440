// The year's online registration settings form, checked the same way in the browser and on the server.
import { z } from "zod";
import { calendarDate } from "~/modules/parish/wall-clock";
import { parseDollars } from "~/utils/money";
import { paragraphs } from "~/utils/form-fields";

export const WELCOME_MAX = 2000;
export const AMOUNT_MESSAGE = "Enter an amount like 150 or 150.00";
export const DATE_MESSAGE = "Enter a date like 2026-08-15";
export const CLOSES_BEFORE_OPENS = "The closing date cannot be before the opening date.";
export const SETTINGS_MESSAGES = {
  saved: (yearName: string) => `Online registration of ${yearName} saved.`,
  newLink: "A new link was made. The old link no longer works.",
  noLinkYet: "Save the settings first: the link is made with them.",
} as const;

const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Unknown class");

// Dollars as typed ("150", "$1,250.50"; empty is $0.00), kept in cents.
const dollars = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const cents = parseDollars(value ?? "");
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

// An amount that may be left empty: null (no family maximum; the class costs the year's tuition).
const optionalDollars = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const cents = parseDollars(value);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

const day = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const date = calendarDate(value.trim());
    if (!date) {
      ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });

const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

export const RegistrationSettingsSchema = z
  .object({
    enabled: checkbox,
    opensOn: day,
    closesOn: day,
    tuition: dollars,
    siblingDiscount: dollars,
    familyMax: optionalDollars,
    classTuition: z.array(z.object({ schoolClassId: recordId, amount: optionalDollars })).max(500).optional().default([]),
    askBirthCertificate: checkbox,
    askBaptismalCertificate: checkbox,
    askPhotographyPermission: checkbox,
    askSafetyClassPermission: checkbox,
    welcomeMessage: paragraphs("Welcome message", WELCOME_MAX),
  })
  .refine((v) => !v.opensOn || !v.closesOn || v.closesOn >= v.opensOn, { path: ["closesOn"], message: CLOSES_BEFORE_OPENS });

export type RegistrationSettingsInput = z.output<typeof RegistrationSettingsSchema>;

