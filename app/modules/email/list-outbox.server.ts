import { db } from "~/utils/db.server";
import { isRecordId } from "~/utils/text";

export const OUTBOX_PAGE_SIZE = 50;

/** The development outbox: the newest e-mails first, with the church they belong to, their status and last error (FAILED ones too). */
export async function listOutbox(page = 1) {
  const [emails, total] = await Promise.all([
    db.emailOutbox.findMany({
      orderBy: { createdAt: "desc" },
      skip: (page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
      select: { id: true, to: true, subject: true, template: true, status: true, attempts: true, lastError: true, transport: true, createdAt: true, sentAt: true, church: { select: { name: true } } },
    }),
    db.emailOutbox.count(),
  ]);
  return { emails, total, pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

export const getOutboxEmail = async (id: string) =>
  isRecordId(id) ? db.emailOutbox.findUnique({ where: { id }, include: { church: { select: { name: true } } } }) : null;
