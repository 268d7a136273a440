// The text fields the area's forms (people, students) check the same way, in the browser and on the server.
import { z } from "zod";
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

// Notes may span lines (stored with \n, as forms send \r\n); other control characters (NUL would make PostgreSQL throw) may not.
export const notes = z
  .string()
  .trim()
  .max(4000, "Notes must be at most 4000 characters")
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), `Notes ${CONTROL_CHARS_MESSAGE}`)
  .transform((v) => v.replace(/\r\n?/g, "\n") || undefined)
  .optional();

/** The id of a person chosen in a picker (checked against the church by the module that links it). */
export const pickedId = (message: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, message).optional();
