// Confirmation certificates (spec: confirmationCertificateSettings churchName, pastorName, city, state;
// POST /education/confirmation-certificate with the class and the settings, answered with a PDF).
import { z } from "zod";
import { requiredText } from "~/utils/form-fields";

export const CertificateSettingsSchema = z.object({
  churchName: requiredText("Church name", 120),
  pastorName: requiredText("Pastor's name", 120),
  city: requiredText("City", 80),
  state: requiredText("State", 40),
});
export type CertificateSettingsInput = z.output<typeof CertificateSettingsSchema>;

export const CERTIFICATE_MESSAGES = {
  noConfirmands: "No student is registered in this class for this school year.",
  queued: "The certificates are being made.",
  failed: "The certificates could not be made. Please try again.",
} as const;

export const certificatesPath = (batchId: string) => `/religious-education/certificates/${batchId}`;
