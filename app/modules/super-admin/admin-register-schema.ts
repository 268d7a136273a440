import { z } from "zod";
import { emailField, passwordField } from "~/modules/auth/schema";
import { requiredText } from "~/utils/form-fields";

/** The new super-admin's form on /admin-register, with the invitation's token. */
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
