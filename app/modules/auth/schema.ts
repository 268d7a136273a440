import { z } from "zod";
import { requiredText } from "~/utils/form-fields";

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
    churchName: requiredText("Parish name", 120, 2),
    firstname: requiredText("First name"),
    lastname: requiredText("Last name"),
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

/** 'E-mail me a link' of the teacher portal's sign-in page. */
export const LoginLinkRequestSchema = z.object({
  email: emailField,
});
