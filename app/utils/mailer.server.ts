import { ServerClient } from "postmark";
import { env } from "./env.server";

export type OutgoingEmail = { to: string; subject: string; text: string; html: string; tag?: string };
export type MailTransport = { name: string; send(email: OutgoingEmail): Promise<{ messageId: string | null }> };

/** Postmark; `apiUrl` points the SDK at another host (the tests' local fake). */
export function postmarkTransport(token: string, from: string, apiUrl?: string): MailTransport {
  const url = apiUrl ? new URL(apiUrl) : null;
  const client = new ServerClient(token, url ? { requestHost: url.host, useHttps: url.protocol === "https:" } : undefined);
  return {
    name: "postmark",
    async send(email) {
      const result = await client.sendEmail({
        From: from,
        To: email.to,
        Subject: email.subject,
        TextBody: email.text,
        HtmlBody: email.html,
        Tag: email.tag,
        MessageStream: "outbound",
      });
      return { messageId: result.MessageID };
    },
  };
}

/** Without Postmark the outbox row itself is the delivery: readable at /dev/outbox. */
export const outboxTransport: MailTransport = { name: "outbox", send: async () => ({ messageId: null }) };

export function mailTransport(): MailTransport {
  const { POSTMARK_SERVER_TOKEN, MAIL_FROM, POSTMARK_API_URL } = env();
  return POSTMARK_SERVER_TOKEN ? postmarkTransport(POSTMARK_SERVER_TOKEN, MAIL_FROM, POSTMARK_API_URL) : outboxTransport;
}
