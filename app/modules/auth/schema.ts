import { z } from "zod";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/utils/text";

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`)
    .refine((v) => !hasControlChars(v), `${label} ${CONTROL_CHARS_MESSAGE}`);

export const passwordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(256, "Password must be at most 256 characters");

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .email("Enter a valid email address")
  .transform((v) => v.toLowerCase());

export const RegisterSchema = z
  .object({
    churchName: z
      .string({ error: "Parish name is required" })
      .trim()
      .min(2, "Parish name is required")
      .max(120, "Parish name must be at most 120 characters")
      .refine((v) => !hasControlChars(v), `Parish name ${CONTROL_CHARS_MESSAGE}`),
    firstname: name("First name"),
    lastname: name("Last name"),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: "Confirm your password" }),
    acceptTerms: z.literal("on", { error: "Please accept the Terms of Service and Privacy Policy" }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export const ForgottenPasswordSchema = z.object({
  user: emailField,
});

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: passwordField,
    confirmPassword: z.string({ error: "Confirm your password" }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
