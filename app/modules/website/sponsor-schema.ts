// The sponsor form (Website › Sponsors: a business that supports the parish, its logo and its web address).
import { z } from "zod";
import { requiredText } from "~/utils/form-fields";
import { WEBSITE_MESSAGES } from "./options";

/** A web address a visitor may follow: http or https only (never javascript:), "example.com" read as https. */
export const webAddress = z
  .string()
  .trim()
  .max(500, "Link must be at most 500 characters")
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => v === "" || isWebAddress(v), WEBSITE_MESSAGES.invalidLink)
  .transform((v) => v || undefined)
  .optional();

function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const SponsorSchema = z.object({
  name: requiredText("Name", 120),
  link: webAddress,
  removeLogo: z.boolean().optional(),
});
export type SponsorInput = z.output<typeof SponsorSchema>;
