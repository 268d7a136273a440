// /admin-register (spec: a public route): a new super-admin's account, only with a one-time invitation.
import { z } from "zod";
import { emailField, passwordField } from "~/modules/auth/schema";
import { requiredText } from "~/utils/form-fields";

export const ADMIN_INVITE_DAYS = 7;
export const ADMIN_INVITE_MESSAGES = {
  invalid: "This invitation link is invalid, has expired or was already used. Ask a super-admin for a new one.",
  emailTaken: "An account with this e-mail already exists.",
  created: "Your super-admin account is ready. Sign in to continue.",
} as const;

export const AdminRegisterSchema = z
  .object({
    token: z.string().min(10).max(200),
    firstname: requiredText("First name"),
    lastname: requiredText("Last name"),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: "Confirm your password" }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type AdminRegisterInput = z.output<typeof AdminRegisterSchema>;
