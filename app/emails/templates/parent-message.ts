import { renderEmail } from "../render.server";

/** A message of the parish to a parent (E-mail to parents), with the unsubscribe link every parent e-mail carries. */
export const parentMessageEmail = (input: { to: string; churchName: string; subject: string; content: string; unsubscribeUrl: string; note: string }) =>
  renderEmail({
    template: "parent-message",
    to: input.to,
    subject: input.subject,
    churchName: input.churchName,
    paragraphs: [
      ...input.content
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      `${input.note} Unsubscribe: ${input.unsubscribeUrl}`,
    ],
  });
