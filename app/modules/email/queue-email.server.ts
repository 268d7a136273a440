import { randomBytes } from "node:crypto";
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

type Extra = { headers?: Record<string, string>; attachmentFileId?: string | null };

/** Many e-mails to the outbox in one statement, inside the caller's transaction; their ids in order. */
export async function queueEmails(tx: Tx, churchId: string, messages: { message: EmailMessage; extra?: Extra }[]): Promise<string[]> {
  const rows = messages.map(({ message, extra }) => ({
    id: `c${randomBytes(12).toString("hex")}`,
    churchId,
    template: message.template,
    to: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: extra?.headers,
    attachmentFileId: extra?.attachmentFileId ?? null,
  }));
  await tx.emailOutbox.createMany({ data: rows });
  return rows.map((r) => r.id);
}
