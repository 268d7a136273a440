import type { EmailMessage } from "~/emails/render.server";
import type { Tx } from "~/utils/db.server";

/** Writes the e-mail to the outbox inside the caller's transaction; send it with dispatchEmails after commit. */
export async function queueEmail(tx: Tx, churchId: string, message: EmailMessage, extra: { headers?: Record<string, string>; attachmentFileId?: string | null } = {}): Promise<string> {
  const row = await tx.emailOutbox.create({
    data: { churchId, template: message.template, to: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: extra.headers, attachmentFileId: extra.attachmentFileId ?? null },
    select: { id: true },
  });
  return row.id;
}
