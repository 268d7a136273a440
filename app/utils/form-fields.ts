import { z } from "zod";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "./text";

const plain = (v: string) => !hasControlChars(v);

/** A required one-line text field: trimmed, within `max`, no control characters; messages name the field. */
export const requiredText = (label: string, max = 80, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(plain, `${label} ${CONTROL_CHARS_MESSAGE}`);

/** Optional text that may span lines (stored with \n, as forms send \r\n); other control characters (NUL would make PostgreSQL throw) may not. */
export const paragraphs = (label: string, max = 4000) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), `${label} ${CONTROL_CHARS_MESSAGE}`)
    .transform((v) => v.replace(/\r\n?/g, "\n") || undefined)
    .optional();

export const optionalText = (label: string, max = 80) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(plain, `${label} ${CONTROL_CHARS_MESSAGE}`)
    .optional();

/** An optional phone number: digits with the usual punctuation, a leading + and an extension (x123, ext. 123). */
export const phoneNumber = (label: string) =>
  z
    .string()
    .trim()
    .max(30, `${label} must be at most 30 characters`)
    .refine((v) => v === "" || /^\+?[0-9()\-.\s]{7,}(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(v), `${label} is not a valid phone number`)
    .transform((v) => v || undefined)
    .optional();
