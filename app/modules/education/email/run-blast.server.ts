import { parentMessageEmail } from "~/emails/templates/parent-message";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmails } from "~/modules/email/queue-email.server";
import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/utils/i18n";
import { BLAST_BATCH } from "./email-to-parents";
import { listRecipients } from "./recipients.server";
import { unsubscribeToken } from "./unsubscribe-token.server";

/** The unsubscribe address of a parent, and the RFC 8058 headers that let a mail program do it in one click. */
export function unsubscribeHeaders(churchId: string, parentId: string) {
  const url = `${appUrl()}/unsubscribe-parent?t=${encodeURIComponent(unsubscribeToken(churchId, parentId))}`;
  return { url, headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

/**
 * The blast job's work, for one blast of the church:
 * 1. fan out: a delivery per parent (unique per blast and parent), SKIPPED for a parent without an
 *    address or unsubscribed, PENDING for the others; a second run adds nobody twice;
 * 2. a batch at a time (500), in one transaction: each PENDING delivery gets its outbox row (with its
 *    own unsubscribe link and headers) and becomes QUEUED; after the commit the rows go to the sender.
 * A run cut short anywhere leaves each delivery either PENDING (a retry queues it) or QUEUED with its
 * row (the e-mail machinery sends it once, the sweeper picks up a row whose job was lost).
 */
export async function runBlast(churchId: string, blastId: string) {
  const blast = await db.emailBlast.findFirst({ where: { id: blastId, churchId }, include: { church: { select: { name: true } } } });
  if (!blast) return "missing";
  if (blast.status === "DONE") return "already-done";
  await db.emailBlast.updateMany({ where: { id: blast.id, churchId }, data: { status: "SENDING", error: null } });

  const parents = await listRecipients(churchId, blast.yearId, blast.classId);
  await db.emailBlastDelivery.createMany({
    data: parents.map((p) => ({
      churchId,
      blastId: blast.id,
      parentId: p.id,
      email: p.email,
      status: p.email && !p.unsubscribedAt ? ("PENDING" as const) : ("SKIPPED" as const),
      reason: !p.email ? "no e-mail address" : p.unsubscribedAt ? "unsubscribed" : null,
    })),
    skipDuplicates: true,
  });
  await db.emailBlast.updateMany({ where: { id: blast.id, churchId }, data: { total: await db.emailBlastDelivery.count({ where: { blastId: blast.id, churchId } }) } });

  for (;;) {
    const pending = await db.emailBlastDelivery.findMany({ where: { blastId: blast.id, churchId, status: "PENDING" }, select: { id: true, parentId: true, email: true }, take: BLAST_BATCH, orderBy: { id: "asc" } });
    if (!pending.length) break;
    // Each parent's language for the unsubscribe line and the footer (the message itself goes as staff wrote it).
    const locales = new Map(
      (await db.parent.findMany({ where: { churchId, id: { in: pending.map((d) => d.parentId) } }, select: { id: true, locale: true } })).map((p) => [p.id, isLanguage(p.locale) ? p.locale : DEFAULT_LANGUAGE]),
    );
    const messages = await Promise.all(
      pending.map(async (d) => {
        const { url, headers } = unsubscribeHeaders(churchId, d.parentId);
        const message = await parentMessageEmail({ to: d.email!, churchName: blast.church.name, subject: blast.subject, content: blast.content, unsubscribeUrl: url, lng: locales.get(d.parentId) ?? DEFAULT_LANGUAGE });
        return { message, extra: { headers, attachmentFileId: blast.attachmentFileId, parentId: d.parentId } };
      }),
    );
    const ids = await db.$transaction(async (tx) => {
      const outboxIds = await queueEmails(tx, churchId, messages);
      // Each delivery gets its own row, in one statement; only deliveries still PENDING are taken.
      const taken = await tx.$executeRaw`
        UPDATE "EmailBlastDelivery" d SET "status" = 'QUEUED', "outboxId" = v."outboxId"
        FROM (SELECT unnest(${pending.map((d) => d.id)}::text[]) AS "id", unnest(${outboxIds}::text[]) AS "outboxId") v
        WHERE d."id" = v."id" AND d."churchId" = ${churchId} AND d."status" = 'PENDING'`;
      if (taken !== pending.length) throw new Error(`blast ${blast.id}: ${pending.length - taken} deliveries were taken meanwhile; the batch is rolled back`);
      return outboxIds;
    }, { timeout: 60_000 });
    await dispatchEmails(churchId, ids);
  }
  await db.emailBlast.updateMany({ where: { id: blast.id, churchId }, data: { status: "DONE", finishedAt: new Date() } });
  return "done";
}

/** A blast whose job ran out of retries: FAILED with the last error (what was queued still goes). */
export async function markBlastFailed(churchId: string, blastId: string, error: string | null) {
  await db.emailBlast.updateMany({ where: { id: blastId, churchId, status: { not: "DONE" } }, data: { status: "FAILED", error: (error ?? "gave up after all retries").slice(0, 1000) } });
}
