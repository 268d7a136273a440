import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { isRecordId } from "~/utils/text";

export const OUTBOX_PAGE_SIZE = 50;

/** The development outbox: the newest e-mails first, with the church they belong to, their status and last error (FAILED ones too); a page past the end shows the last. */
export async function listOutbox(asked = 1) {
  const total = await db.emailOutbox.count();
  const { page, pageCount, skip, take } = pageOf(total, asked, OUTBOX_PAGE_SIZE);
  const emails = await db.emailOutbox.findMany({
    orderBy: { createdAt: "desc" },
    skip,
    take,
    select: { id: true, to: true, subject: true, template: true, status: true, attempts: true, lastError: true, transport: true, createdAt: true, sentAt: true, church: { select: { name: true } } },
  });
  return { emails, total, page, pages: pageCount };
}

export const getOutboxEmail = async (id: string) =>
  isRecordId(id) ? db.emailOutbox.findUnique({ where: { id }, include: { church: { select: { name: true } } } }) : null;
