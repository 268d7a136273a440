import { randomUUID } from "node:crypto";
import type { EmailMessage } from "~/emails/render.server";
import { bulkInsert } from "~/utils/bulk-insert.server";
import type { Tx } from "~/utils/db.server";

/** `parentId`: the parent an e-mail of the parish went to (the parent portal's Messages). */
type Extra = { headers?: Record<string, string>; attachmentFileId?: string | null; parentId?: string | null };

/** Writes the e-mail to the outbox inside the caller's transaction; send it with dispatchEmails after commit. */
export async function queueEmail(tx: Tx, churchId: string, message: EmailMessage, extra: Extra = {}): Promise<string> {
  const row = await tx.emailOutbox.create({
    data: { churchId, template: message.template, to: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: extra.headers, attachmentFileId: extra.attachmentFileId ?? null, parentId: extra.parentId ?? null },
    select: { id: true },
  });
  return row.id;
}

const OUTBOX_COLUMNS = { id: "text", churchId: "text", template: "text", to: "text", subject: "text", textBody: "text", htmlBody: "text", headers: "jsonb", attachmentFileId: "text", parentId: "text", createdAt: "timestamp(3)" } as const;

/** Many e-mails to the outbox in one statement, inside the caller's transaction; their ids in order. */
export async function queueEmails(tx: Tx, churchId: string, messages: { message: EmailMessage; extra?: Extra }[]): Promise<string[]> {
  const createdAt = new Date();
  const rows = messages.map(({ message, extra }) => ({
    id: `c${randomUUID().replaceAll("-", "")}`,
    churchId,
    template: message.template,
    to: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: extra?.headers ?? null,
    attachmentFileId: extra?.attachmentFileId ?? null,
    parentId: extra?.parentId ?? null,
    createdAt,
  }));
  await bulkInsert(tx, "EmailOutbox", OUTBOX_COLUMNS, rows);
  return rows.map((r) => r.id);
}
