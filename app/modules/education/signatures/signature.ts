// Signing a registration through an e-mailed link (spec: registrations/{id}/emailParentsForSignature).
import { z } from "zod";
import { requiredText } from "~/utils/form-fields";

export const SIGNATURE_DAYS = 30;
export const SIGN_PATH = "/sign-registration";

export const SIGNATURE_MESSAGES = {
  invalid: "This signature link is invalid or has expired. Please ask the parish office for a new one.",
  agree: "Check 'I agree' to sign.",
  signed: "Thank you: the registration is signed.",
  sent: (n: number) => `Signature request sent to ${n} ${n === 1 ? "parent" : "parents"}.`,
  noParentEmail: "No parent of this student has an e-mail address.",
  alreadySigned: "This registration is already signed.",
} as const;

export const SignSchema = z.object({
  t: z.string().min(10).max(200),
  fullName: requiredText("Full name", 120, 2),
  agree: z.literal("on", { error: SIGNATURE_MESSAGES.agree }),
});
