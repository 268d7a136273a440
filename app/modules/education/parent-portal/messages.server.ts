import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { pageOf } from "~/utils/paging";
import { fileStorage } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";
import type { PortalParent } from "./guard.server";

export const MESSAGES_PAGE_SIZE = 20;

/** The parent's own e-mails from the parish (EmailOutbox rows sent to this parent), for Messages. */
const ownMessage = (parent: Pick<PortalParent, "id" | "churchId">) => ({ churchId: parent.churchId, parentId: parent.id, status: { not: "FAILED" as const } });

/** Messages: newest first, MESSAGES_PAGE_SIZE a page (the page kept within the pages there are). */
export async function listParentMessages(parent: PortalParent, askedPage: number) {
  const total = await db.emailOutbox.count({ where: ownMessage(parent) });
  const { page, pageCount, skip, take } = pageOf(total, askedPage, MESSAGES_PAGE_SIZE);
  const rows = await db.emailOutbox.findMany({
    where: ownMessage(parent),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip,
    take,
    select: { id: true, subject: true, createdAt: true, sentAt: true, attachmentFileId: true },
  });
  return { page, pageCount, total, messages: rows.map((r) => ({ id: r.id, subject: r.subject, date: r.sentAt ?? r.createdAt, sent: r.sentAt !== null, hasAttachment: r.attachmentFileId !== null })) };
}

/** One message of the parent's own (404 for any other), its text as sent and its attachment's name. */
export async function getParentMessage(parent: PortalParent, messageId: string) {
  if (!isRecordId(messageId)) throw notFound();
  const row = await db.emailOutbox.findFirst({
    where: { id: messageId, ...ownMessage(parent) },
    select: { id: true, subject: true, textBody: true, createdAt: true, sentAt: true, attachmentFileId: true },
  });
  if (!row) throw notFound();
  const file = row.attachmentFileId
    ? await db.storedFile.findFirst({ where: { id: row.attachmentFileId, churchId: parent.churchId }, select: { filename: true, size: true, contentType: true } })
    : null;
  return { id: row.id, subject: row.subject, text: row.textBody, date: row.sentAt ?? row.createdAt, sent: row.sentAt !== null, attachment: file };
}

/** The attachment of one of the parent's own messages (404 for any other message, or none). */
export async function parentMessageAttachment(parent: PortalParent, messageId: string) {
  if (!isRecordId(messageId)) throw notFound();
  const row = await db.emailOutbox.findFirst({ where: { id: messageId, ...ownMessage(parent), attachmentFileId: { not: null } }, select: { attachmentFileId: true } });
  const file = row?.attachmentFileId ? await db.storedFile.findFirst({ where: { id: row.attachmentFileId, churchId: parent.churchId } }) : null;
  if (!file) throw notFound();
  const stream = await fileStorage().get(file.key);
  if (!stream) throw notFound();
  return { file, stream };
}
