// E-mail to parents (spec: parents/emailToParents: subject, content, yearId, optional classId, optional file).
import { z } from "zod";

export const EMAIL_PARENTS = "/religious-education/email-parents";
export const BLAST_BATCH = 500;
export const ATTACHMENT_MAX_MB = 10;

export const EMAIL_PARENTS_MESSAGES = {
  subjectRequired: "Subject can't be empty!",
  contentRequired: "Content can't be empty!",
  noRecipients: "No parent of these students can receive it: none has an e-mail address, or all have unsubscribed.",
  queued: "Your e-mail is being sent.",
  unsubscribeNote: "You receive this e-mail as the parent of a student of our Religious Education Program.",
  invalidLink: "Invalid Link",
  failed: "Error! Please try again.",
  unsubscribed: "You have been unsubscribed.",
  missNote: "You will miss critical emails from the Religious Education Program.",
  subscribed: "You are subscribed again.",
} as const;

export const EmailParentsSchema = z.object({
  subject: z.string({ error: EMAIL_PARENTS_MESSAGES.subjectRequired }).trim().min(1, EMAIL_PARENTS_MESSAGES.subjectRequired).max(200, "Subject must be at most 200 characters"),
  content: z.string({ error: EMAIL_PARENTS_MESSAGES.contentRequired }).trim().min(1, EMAIL_PARENTS_MESSAGES.contentRequired).max(20000, "Content must be at most 20000 characters"),
  yearId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a school year"),
  classId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,64}$/)
    .transform((v) => v || undefined)
    .optional(),
});
export type EmailParentsInput = z.output<typeof EmailParentsSchema>;
