// Many outbox rows of a church sent together: the rows a blast queued, sent with Postmark's batch
// API (500 a call) or, with the local outbox, marked sent in one statement. The same promise as one
// row at a time (send-outbox-email): a row is claimed with a lease before it is sent, a row that
// may have reached the provider before is looked up instead of sent again, and a row is SENT once.
import { db } from "~/utils/db.server";
import type { MailTransport, OutgoingEmail } from "~/utils/mailer.server";
import { attachmentOf, claimable, EMAIL_LEASE_MS, EMAIL_MAX_ATTEMPTS, errorText, sendOutboxEmail } from "./send-outbox-email.server";

type Input = { churchId: string; emailIds: string[] };
export type BatchOutcome = { sent: number; failed: number; retry: number };

/**
 * Sends the rows of `emailIds` that are still to send. Rows refused for good (or on their last
 * attempt) become FAILED; rows that may pass later go back to PENDING and the call throws, so
 * pg-boss retries the job, which then takes only those rows.
 */
export async function sendOutboxBatch(input: Input, transport: MailTransport, options: { leaseMs?: number } = {}): Promise<BatchOutcome> {
  const { churchId, emailIds } = input;
  if (transport.local) {
    const { count } = await db.emailOutbox.updateMany({
      where: claimable({ churchId, emailId: { in: emailIds } }, new Date()),
      data: { status: "SENT", sentAt: new Date(), transport: transport.name, attempts: { increment: 1 }, lastError: null, leaseUntil: null },
    });
    return { sent: count, failed: 0, retry: 0 };
  }
  if (!transport.sendBatch) return oneByOne(input, transport, options);

  const leaseMs = options.leaseMs ?? EMAIL_LEASE_MS;
  const leaseUntil = new Date(Date.now() + leaseMs);
  const emails = await db.$transaction(async (tx) => {
    await tx.emailOutbox.updateMany({ where: claimable({ churchId, emailId: { in: emailIds } }, new Date()), data: { status: "SENDING", leaseUntil, attempts: { increment: 1 } } });
    return tx.emailOutbox.findMany({ where: { id: { in: emailIds }, churchId, status: "SENDING", leaseUntil } });
  });
  if (!emails.length) return { sent: 0, failed: 0, retry: 0 };
  const timeoutMs = Math.floor(leaseMs / 3);
  const sent: { id: string; messageId: string | null }[] = [];
  const failed: { id: string; error: string; final: boolean }[] = [];

  // Rows an earlier attempt may have handed over: asked about, one by one (rare: a crash or a timeout).
  const toSend: typeof emails = [];
  for (const email of emails) {
    if (email.attempts <= 1 || !transport.findSent) {
      toSend.push(email);
      continue;
    }
    try {
      const earlier = await transport.findSent(email.id, { timeoutMs });
      if (earlier) sent.push({ id: email.id, messageId: earlier });
      else toSend.push(email);
    } catch (error) {
      failed.push({ id: email.id, error: errorText(error), final: email.attempts >= EMAIL_MAX_ATTEMPTS });
    }
  }

  // An attachment is read once for the whole batch (a blast sends the same file to everyone).
  const attachments = new Map<string, Awaited<ReturnType<typeof attachmentOf>>>();
  const outgoing: OutgoingEmail[] = [];
  for (const email of toSend) {
    const key = email.attachmentFileId ?? "";
    if (key && !attachments.has(key)) attachments.set(key, await attachmentOf(email));
    outgoing.push({ to: email.to, subject: email.subject, text: email.textBody, html: email.htmlBody, tag: email.template, outboxId: email.id, headers: (email.headers as Record<string, string> | null) ?? undefined, attachment: key ? attachments.get(key) : undefined });
  }
  const results = outgoing.length ? await transport.sendBatch(outgoing, { timeoutMs }) : [];
  results.forEach((result, i) => {
    const email = toSend[i]!;
    if ("messageId" in result) sent.push({ id: email.id, messageId: result.messageId });
    else failed.push({ id: email.id, error: result.error.slice(0, 1000), final: result.permanent || email.attempts >= EMAIL_MAX_ATTEMPTS });
  });

  // Only rows this claim still holds change.
  if (sent.length) {
    await db.$executeRaw`
      UPDATE "EmailOutbox" o SET "status" = 'SENT', "sentAt" = ${new Date().toISOString()}::timestamp(3), "transport" = ${transport.name}, "providerMessageId" = v."messageId", "lastError" = NULL, "leaseUntil" = NULL
      FROM (SELECT unnest(${sent.map((s) => s.id)}::text[]) AS "id", unnest(${sent.map((s) => s.messageId)}::text[]) AS "messageId") v
      WHERE o."id" = v."id" AND o."churchId" = ${churchId} AND o."status" = 'SENDING' AND o."leaseUntil" = ${leaseUntil.toISOString()}::timestamp(3)`;
  }
  for (const f of failed) {
    await db.emailOutbox.updateMany({ where: { id: f.id, churchId, status: "SENDING", leaseUntil }, data: { status: f.final ? "FAILED" : "PENDING", lastError: f.error, leaseUntil: null } });
  }
  const retry = failed.filter((f) => !f.final).length;
  if (retry) throw new Error(`${retry} of ${emails.length} e-mails were not accepted; the job is retried for them (first error: ${failed.find((f) => !f.final)!.error})`);
  return { sent: sent.length, failed: failed.length, retry };
}

/** A transport without a batch call: the rows one after the other, each with the single-row promise. */
async function oneByOne(input: Input, transport: MailTransport, options: { leaseMs?: number }): Promise<BatchOutcome> {
  const outcome = { sent: 0, failed: 0, retry: 0 };
  let firstError: unknown = null;
  for (const emailId of input.emailIds) {
    try {
      const result = await sendOutboxEmail({ churchId: input.churchId, emailId }, transport, options);
      if (result === "sent") outcome.sent++;
      else if (result === "failed") outcome.failed++;
    } catch (error) {
      outcome.retry++;
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  return outcome;
}

