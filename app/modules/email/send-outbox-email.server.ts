import { db } from "~/utils/db.server";
import type { MailTransport } from "~/utils/mailer.server";

/**
 * Sends one outbox row at most once: the row is locked for the send and marked SENT in the same
 * transaction, so a second run of the job (or a concurrent one) finds it sent and does nothing.
 * A failed send is recorded (attempts, lastError) in that same transaction, which holds the row
 * lock, and the error is thrown once it has committed, so the job is retried.
 */
export async function sendOutboxEmail(input: { churchId: string; emailId: string }, transport: MailTransport) {
  const outcome = await db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ id: string; status: string }[]>`
        SELECT "id", "status" FROM "EmailOutbox" WHERE "id" = ${input.emailId} AND "churchId" = ${input.churchId} FOR UPDATE`;
      if (!row) return "missing" as const;
      if (row.status !== "PENDING") return "already-sent" as const;
      const email = await tx.emailOutbox.findFirstOrThrow({ where: { id: input.emailId, churchId: input.churchId } });
      let messageId: string | null;
      try {
        ({ messageId } = await transport.send({ to: email.to, subject: email.subject, text: email.textBody, html: email.htmlBody, tag: email.template }));
      } catch (error) {
        await tx.emailOutbox.updateMany({
          where: { id: email.id, churchId: input.churchId },
          data: { attempts: { increment: 1 }, lastError: String((error as Error)?.message ?? error).slice(0, 1000) },
        });
        return { failed: error };
      }
      await tx.emailOutbox.updateMany({
        where: { id: email.id, churchId: input.churchId },
        data: { status: "SENT", sentAt: new Date(), transport: transport.name, providerMessageId: messageId, attempts: { increment: 1 }, lastError: null },
      });
      return "sent" as const;
    },
    { timeout: 60_000 },
  );
  if (typeof outcome === "object") throw outcome.failed;
  return outcome;
}
