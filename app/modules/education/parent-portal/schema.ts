// The parent portal's forms (browser and server): the messages come translated from the caller.
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
    u: z.string().max(2000).optional(),
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

/** The document kinds a parent may upload, in the URL as their spec field names. */
export const PARENT_UPLOAD_KINDS = { "birth-certificate": "BIRTH_CERTIFICATE", "baptismal-certificate": "BAPTISMAL_CERTIFICATE" } as const;
export type ParentUploadSlug = keyof typeof PARENT_UPLOAD_KINDS;
export type ParentUploadKind = (typeof PARENT_UPLOAD_KINDS)[ParentUploadSlug];
export const uploadSlugOf = (kind: ParentUploadKind) => (kind === "BIRTH_CERTIFICATE" ? "birth-certificate" : "baptismal-certificate");
export const isUploadSlug = (value: string | undefined): value is ParentUploadSlug => value === "birth-certificate" || value === "baptismal-certificate";

/** The file field of the upload form. */
export const UPLOAD_FIELD = "file";
