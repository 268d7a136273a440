// The parent portal's forms, checked on the server (the pages carry no form library): the messages come translated from the caller.
import { z } from "zod";

export type FieldMessages = { required: string; email: string; tooLong: (max: number) => string; phone: string; zip: string };

const text = (m: FieldMessages, max: number) => z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong(max));
const optional = (m: FieldMessages, max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong(max))
    .optional()
    .transform((v) => v || null);

/** 'E-mail me a link': the address, and where to go after signing in (a portal page, checked again on use). */
export const signInSchema = (m: FieldMessages) =>
  z.object({
    email: text(m, 254)
      .email(m.email)
      .transform((v) => v.toLowerCase()),
    u: z.string().max(2000).optional().catch(undefined),
  });

/** Account: the parent's contact details (the e-mail is the sign-in and stays as the office has it). */
export const contactSchema = (m: FieldMessages) =>
  z.object({
    firstname: text(m, 100),
    lastname: text(m, 100),
    cellPhone: optional(m, 30).refine((v) => v === null || /^[0-9+().\s-]{7,30}$/.test(v), m.phone),
    address: optional(m, 200),
    address2: optional(m, 200),
    city: optional(m, 100),
    state: optional(m, 50),
    zip: optional(m, 10).refine((v) => v === null || /^\d{5}(-\d{4})?$/.test(v), m.zip),
  });
export type ContactValues = z.output<ReturnType<typeof contactSchema>>;

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]>; values: Record<string, string> };

/** Checks a posted form: its values, or each field's errors with what was typed (to fill the form again). */
export function checkForm<T>(schema: z.ZodType<T>, formData: FormData): FormCheck<T> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && key !== "intent") values[key] = value.slice(0, 2000);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors, values };
}
