import { ServerClient } from "postmark";
import { env } from "./env.server";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  tag?: string;
  /** The outbox row: sent along so the provider can be asked later whether it already has this message. */
  outboxId?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachment?: { name: string; contentType: string; content: Buffer };
};
export type SendOptions = { timeoutMs?: number };
export type MailTransport = {
  name: string;
  /** The outbox row itself is the delivery (no remote call): claiming and marking it sent are one statement. */
  local?: boolean;
  send(email: OutgoingEmail, options?: SendOptions): Promise<{ messageId: string | null }>;
  /** The provider's id of a message it already accepted for this outbox row, when the provider can tell. */
  findSent?(outboxId: string, options?: SendOptions): Promise<string | null>;
};

/** The header and metadata key that carry the outbox id to Postmark. */
export const OUTBOX_ID_HEADER = "X-Outbox-Id";
export const OUTBOX_ID_METADATA = "outbox_id";
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Postmark refused the message for good: 422 is "the request is invalid" (bad address, inactive
 * recipient, sender not confirmed ...); sending it again gives the same answer. Other failures
 * (network, timeout, 5xx, 429) may pass on a retry.
 */
export const isPermanentMailError = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === 422;

/** Postmark; `apiUrl` points the SDK at another host (the tests' local fake). Every call has a timeout. */
export function postmarkTransport(token: string, from: string, apiUrl?: string): MailTransport {
  const url = apiUrl ? new URL(apiUrl) : null;
  const client = (timeoutMs = DEFAULT_TIMEOUT_MS) =>
    new ServerClient(token, { ...(url ? { requestHost: url.host, useHttps: url.protocol === "https:" } : {}), timeout: timeoutMs / 1000 });
  return {
    name: "postmark",
    async send(email, options = {}) {
      const result = await client(options.timeoutMs).sendEmail({
        From: from,
        To: email.to,
        Subject: email.subject,
        TextBody: email.text,
        HtmlBody: email.html,
        Tag: email.tag,
        MessageStream: "outbound",
        ...(email.outboxId ? { Metadata: { [OUTBOX_ID_METADATA]: email.outboxId } } : {}),
        Headers: [...(email.outboxId ? [{ Name: OUTBOX_ID_HEADER, Value: email.outboxId }] : []), ...Object.entries(email.headers ?? {}).map(([Name, Value]) => ({ Name, Value }))],
        ...(email.attachment ? { Attachments: [{ Name: email.attachment.name, Content: email.attachment.content.toString("base64"), ContentType: email.attachment.contentType, ContentID: null }] } : {}),
      });
      return { messageId: result.MessageID };
    },
    // Postmark's outbound message search filters by one metadata field (`metadata_<key>=<value>`).
    async findSent(outboxId, options = {}) {
      const result = await client(options.timeoutMs).getOutboundMessages({ count: 1, offset: 0, [`metadata_${OUTBOX_ID_METADATA}`]: outboxId });
      return result.Messages[0]?.MessageID ?? null;
    },
  };
}

/** Without Postmark the outbox row itself is the delivery: readable at /dev/outbox. */
export const outboxTransport: MailTransport = { name: "outbox", local: true, send: async () => ({ messageId: null }) };

export function mailTransport(): MailTransport {
  const { POSTMARK_SERVER_TOKEN, MAIL_FROM, POSTMARK_API_URL } = env();
  return POSTMARK_SERVER_TOKEN ? postmarkTransport(POSTMARK_SERVER_TOKEN, MAIL_FROM, POSTMARK_API_URL) : outboxTransport;
}
