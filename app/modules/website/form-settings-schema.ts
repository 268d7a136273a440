// Website › Forms › Settings (spec: external form settings): where the visitor goes after saving,
// and who gets an e-mail for each submission.
import { z } from "zod";
import { webAddress } from "./sponsor-schema";

export const MAX_NOTIFY_EMAILS = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const FormSettingsSchema = z.object({
  redirectUrl: webAddress,
  notifyEmails: z
    .string()
    .trim()
    .max(1000, "Notification e-mails must be at most 1000 characters")
    .transform((v) =>
      v
        .split(/[\s,;]+/)
        .map((e) => e.toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((e) => EMAIL.test(e) && e.length <= 254), "Enter e-mail addresses such as office@example.org, one per line.")
    .refine((list) => list.length <= MAX_NOTIFY_EMAILS, `At most ${MAX_NOTIFY_EMAILS} addresses.`)
    .transform((list) => [...new Set(list)])
    .optional(),
});
export type FormSettingsInput = z.output<typeof FormSettingsSchema>;
