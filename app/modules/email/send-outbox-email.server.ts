import { sendEmailJob } from "~/jobs/send-email";
import { db } from "~/utils/db.server";
import { fileStorage } from "~/utils/storage.server";
import { isPermanentMailError, type MailTransport } from "~/utils/mailer.server";

/** Claims of one row (each attempt to send it counts, a re-claim after a crash too); then it is FAILED. */
export const EMAIL_MAX_ATTEMPTS = sendEmailJob.options.retryLimit + 1;
/** How long a claim holds. A sender finishes within it: the provider lookup and the send each time out at a third of it. */
export const EMAIL_LEASE_MS = 60_000;

export type SendOutcome = "sent" | "already-sent" | "in-progress" | "failed" | "missing";
type Input = { churchId: string; emailId: string };

export const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 1000);

/** Rows a sender may take: waiting, or claimed by a sender whose lease ran out (it died), with attempts left. */
export const claimable = (input: { churchId: string; emailId: string | { in: string[] } }, now: Date) => ({
  id: input.emailId,
  churchId: input.churchId,
  attempts: { lt: EMAIL_MAX_ATTEMPTS },
  OR: [{ status: "PENDING" as const }, { status: "SENDING" as const, leaseUntil: { lt: now } }],
});

/**
 * Sends one outbox row at most once per claim, and never again once it is SENT:
 * 1. claim: a short transaction turns the row SENDING with a lease (and counts the attempt);
 *    a second run of the job, or a concurrent one, finds it SENDING or SENT and does nothing;
 * 2. outside any transaction, with a timeout: if an earlier attempt may have reached the
 *    provider, ask it first (Postmark: search by the outbox id in the message metadata); else send;
 * 3. mark it SENT with the provider's message id, only if this claim still holds it.
 * A failure puts the row back to PENDING with the error and throws, so pg-boss retries; a
 * permanent refusal (Postmark 422) or the last allowed attempt marks it FAILED and does not retry.
 * A sender that dies between 1 and 3 leaves the row SENDING; once the lease has passed it may be
 * claimed again (the sweeper re-enqueues it), and step 2 finds what the dead sender sent.
 * With the local outbox transport the row is the delivery: claim and mark are one statement.
 */
export async function sendOutboxEmail(input: Input, transport: MailTransport, options: { leaseMs?: number } = {}): Promise<SendOutcome> {
  const leaseMs = options.leaseMs ?? EMAIL_LEASE_MS;
  if (transport.local) {
    const { count } = await db.emailOutbox.updateMany({
      where: claimable(input, new Date()),
      data: { status: "SENT", sentAt: new Date(), transport: transport.name, attempts: { increment: 1 }, lastError: null, leaseUntil: null },
    });
    return count ? "sent" : unclaimedOutcome(input);
  }

  const leaseUntil = new Date(Date.now() + leaseMs);
  const email = await db.$transaction(async (tx) => {
    const { count } = await tx.emailOutbox.updateMany({
      where: claimable(input, new Date()),
      data: { status: "SENDING", leaseUntil, attempts: { increment: 1 } },
    });
    return count ? tx.emailOutbox.findFirstOrThrow({ where: { id: input.emailId, churchId: input.churchId } }) : null;
  });
  if (!email) return unclaimedOutcome(input);

  // This claim, and only this one: a sender whose lease was taken over changes nothing.
  const ours = { id: email.id, churchId: input.churchId, status: "SENDING" as const, leaseUntil };
  const timeoutMs = Math.floor(leaseMs / 3);
  let messageId: string | null;
  try {
    // A previous attempt may have reached the provider (its sender died, or the call timed out after it was accepted).
    const earlier = email.attempts > 1 && transport.findSent ? await transport.findSent(email.id, { timeoutMs }) : null;
    messageId =
      earlier ??
      (
        await transport.send(
          { to: email.to, subject: email.subject, text: email.textBody, html: email.htmlBody, tag: email.template, outboxId: email.id, headers: (email.headers as Record<string, string> | null) ?? undefined, attachment: await attachmentOf(email) },
          { timeoutMs },
        )
      ).messageId;
  } catch (error) {
    const final = isPermanentMailError(error) || email.attempts >= EMAIL_MAX_ATTEMPTS;
    await db.emailOutbox.updateMany({ where: ours, data: { status: final ? "FAILED" : "PENDING", lastError: errorText(error), leaseUntil: null } });
    if (final) return "failed";
    throw error;
  }
  const { count } = await db.emailOutbox.updateMany({
    where: ours,
    data: { status: "SENT", sentAt: new Date(), transport: transport.name, providerMessageId: messageId, lastError: null, leaseUntil: null },
  });
  if (!count) console.warn(`e-mail ${email.id}: sent after its lease of ${leaseMs} ms ran out; another sender may have claimed it`);
  return "sent";
}

/** The row's attachment (a stored file of its church), read for the provider. */
export async function attachmentOf(email: { churchId: string; attachmentFileId: string | null }) {
  if (!email.attachmentFileId) return undefined;
  const file = await db.storedFile.findFirst({ where: { id: email.attachmentFileId, churchId: email.churchId } });
  const stream = file ? await fileStorage().get(file.key) : null;
  if (!file || !stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return { name: file.filename, contentType: file.contentType, content: Buffer.concat(chunks) };
}

/** Why a row could not be claimed; a row out of attempts is marked FAILED here, so nothing retries it. */
async function unclaimedOutcome(input: Input): Promise<SendOutcome> {
  const row = await db.emailOutbox.findFirst({ where: { id: input.emailId, churchId: input.churchId }, select: { status: true, leaseUntil: true } });
  if (!row) return "missing";
  if (row.status === "SENT") return "already-sent";
  if (row.status === "FAILED") return "failed";
  if (row.status === "SENDING" && row.leaseUntil && row.leaseUntil > new Date()) return "in-progress";
  await markEmailFailed(input, "no attempts left");
  return "failed";
}

/**
 * Gives up on a row (its job ran out of retries and reached the dead-letter queue, or its attempts
 * ran out): FAILED, keeping the last error the sender recorded, else `reason`. A row being sent
 * right now (a live lease) or already sent is left alone.
 */
export async function markEmailFailed(input: Input, reason: string) {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const where = { id: input.emailId, churchId: input.churchId, OR: [{ status: "PENDING" as const }, { status: "SENDING" as const, leaseUntil: { lt: now } }] };
    const row = await tx.emailOutbox.findFirst({ where, select: { lastError: true, status: true } });
    if (!row) return false;
    const lastError = row.lastError ?? (row.status === "SENDING" ? `${reason} (its sender stopped during an attempt; it may have been delivered)` : reason);
    const { count } = await tx.emailOutbox.updateMany({ where, data: { status: "FAILED", lastError: lastError.slice(0, 1000), leaseUntil: null } });
    return count > 0;
  });
}
