import { z } from "zod";
import { optionalText, requiredText } from "~/utils/form-fields";

export const MODULE_ON_LOGIN_OPTIONS = [
  { value: "dashboard", label: "Dashboard" },
  { value: "weddings", label: "Weddings" },
  { value: "religious_education", label: "Religious Education" },
  { value: "website", label: "Website" },
] as const;

export const ProfileSchema = z.object({
  firstname: requiredText("First name"),
  middlename: optionalText("Middle name"),
  lastname: requiredText("Last name"),
  moduleOnLogin: z.enum(["dashboard", "weddings", "religious_education", "website"], { error: "Choose a module from the list" }).optional(),
});

export type ProfileInput = z.infer<typeof ProfileSchema>;

export const PHOTO_MAX_MB = 5;
export const PHOTO_MESSAGES = {
  type: "Unsupported file format! Only PNG, JPEG or WebP images are accepted.",
  size: `File is too large! Up to ${PHOTO_MAX_MB}MB is accepted.`,
  invalid: "Selected file is not valid!",
};
