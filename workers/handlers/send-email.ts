import { markEmailFailed, sendOutboxEmail } from "~/modules/email/send-outbox-email.server";
import { mailTransport, type MailTransport } from "~/utils/mailer.server";
import { sendEmailJob } from "~/jobs/send-email";
import { sendEmailBatchJob } from "~/jobs/send-email-batch";
import { sendOutboxBatch } from "~/modules/email/send-outbox-batch.server";

export async function handleSendEmail(data: unknown, transport: MailTransport = mailTransport(), options: { leaseMs?: number } = {}) {
  const payload = sendEmailJob.payload.parse(data);
  return sendOutboxEmail(payload, transport, options);
}

/** The error pg-boss recorded for a job (a thrown Error, or `{ value: { message } }` for an expired one). */
export function jobError(output: unknown): string | null {
  const o = output as { message?: unknown; value?: { message?: unknown } } | null | undefined;
  const message = o?.message ?? o?.value?.message;
  return typeof message === "string" && message ? message : null;
}

/** A send-email job that ran out of retries lands on `send-email-dead`: its row is marked FAILED with its last error. */
export async function handleDeadEmail(data: unknown, output?: unknown) {
  const payload = sendEmailJob.payload.parse(data);
  return markEmailFailed(payload, jobError(output) ?? "gave up after all retries");
}

export async function handleSendEmailBatch(data: unknown, transport: MailTransport = mailTransport(), options: { leaseMs?: number } = {}) {
  const payload = sendEmailBatchJob.payload.parse(data);
  return sendOutboxBatch(payload, transport, options);
}

/** A batch that ran out of retries: each of its rows still to send is marked FAILED with its last error. */
export async function handleDeadEmailBatch(data: unknown, output?: unknown) {
  const { churchId, emailIds } = sendEmailBatchJob.payload.parse(data);
  let marked = 0;
  for (const emailId of emailIds) if (await markEmailFailed({ churchId, emailId }, jobError(output) ?? "gave up after all retries")) marked++;
  return marked;
}
