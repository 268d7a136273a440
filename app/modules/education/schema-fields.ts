// The text fields the area's forms (people, students) check the same way, in the browser and on the server.
import { z } from "zod";
import { paragraphs } from "~/utils/form-fields";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/utils/text";

// Conform turns an empty input into undefined; blank text is "not filled" as well, which clears the stored value.
export const text = (label: string, max = 80) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlChars(v), `${label} ${CONTROL_CHARS_MESSAGE}`)
    .transform((v) => v || undefined)
    .optional();

export const email = z
  .string()
  .trim()
  .max(254, "Email must be at most 254 characters")
  .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Email is not valid")
  .transform((v) => v || undefined)
  .optional();

export const notes = paragraphs("Notes", 4000);

/** The id of a person chosen in a picker (checked against the church by the module that links it). */
export const pickedId = (message: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, message).optional();
