import { z } from "zod";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/utils/text";

const isPlain = (v: string) => !hasControlChars(v);
const NOT_PLAIN = `The text ${CONTROL_CHARS_MESSAGE}`;
const optionalText = z.string().trim().max(80, "Must be at most 80 characters").refine(isPlain, NOT_PLAIN).optional();

export const MODULE_ON_LOGIN_OPTIONS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "weddings", label: "Weddings" },
  { value: "religious_education", label: "Religious Education" },
  { value: "website", label: "Website" },
] as const;

export const ProfileSchema = z.object({
  firstname: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(80, "Must be at most 80 characters").refine(isPlain, NOT_PLAIN),
  middlename: optionalText,
  lastname: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(80, "Must be at most 80 characters").refine(isPlain, NOT_PLAIN),
  moduleOnLogin: z.enum(["dashboard", "weddings", "religious_education", "website"], { error: "Choose a module from the list" }).optional(),
});

export type ProfileInput = z.infer<typeof ProfileSchema>;

export const PHOTO_MAX_MB = 5;
export const PHOTO_MESSAGES = {
  type: "Unsupported file format! Only PNG, JPEG or WebP images are accepted.",
  size: `File is too large! Up to ${PHOTO_MAX_MB}MB is accepted.`,
  invalid: "Selected file is not valid!",
};
