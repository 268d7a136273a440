import { sendOutboxEmail } from "~/modules/email/send-outbox-email.server";
import { mailTransport, type MailTransport } from "~/utils/mailer.server";
import { sendEmailJob } from "~/jobs/send-email";

export async function handleSendEmail(data: unknown, transport: MailTransport = mailTransport()) {
  const payload = sendEmailJob.payload.parse(data);
  return sendOutboxEmail(payload, transport);
}
