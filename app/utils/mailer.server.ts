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
/** One message of a batch: accepted with the provider's id, or refused (for good, or worth a retry). */
export type BatchResult = { messageId: string | null } | { error: string; permanent: boolean };
export type MailTransport = {
  name: string;
  /** The outbox row itself is the delivery (no remote call): claiming and marking it sent are one statement. */
  local?: boolean;
  send(email: OutgoingEmail, options?: SendOptions): Promise<{ messageId: string | null }>;
  /** Many messages in as few calls as the provider allows; one result per message, in order. */
  sendBatch?(emails: OutgoingEmail[], options?: SendOptions): Promise<BatchResult[]>;
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

/** Postmark's batch call: at most 500 messages and 50 MB of JSON; a little under, for the envelope. */
export const POSTMARK_BATCH = { maxMessages: 500, maxBytes: 45 * 1024 * 1024 };

function postmarkMessage(from: string, email: OutgoingEmail) {
  return {
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
  };
}

/** Messages cut into calls of at most 500 and about 45 MB each (an attachment weighs a third more in base64). */
function batchesOf<T extends { email: OutgoingEmail }>(items: T[]) {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = item.email.text.length + item.email.html.length + Math.ceil((item.email.attachment?.content.length ?? 0) * 4 / 3) + 2048;
    if (current.length && (current.length === POSTMARK_BATCH.maxMessages || bytes + size > POSTMARK_BATCH.maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Postmark; `apiUrl` points the SDK at another host (the tests' local fake). Every call has a timeout. */
export function postmarkTransport(token: string, from: string, apiUrl?: string): MailTransport {
  const url = apiUrl ? new URL(apiUrl) : null;
  const client = (timeoutMs = DEFAULT_TIMEOUT_MS) =>
    new ServerClient(token, { ...(url ? { requestHost: url.host, useHttps: url.protocol === "https:" } : {}), timeout: timeoutMs / 1000 });
  return {
    name: "postmark",
    async send(email, options = {}) {
      const result = await client(options.timeoutMs).sendEmail(postmarkMessage(from, email));
      return { messageId: result.MessageID };
    },
    // The batch API answers 200 with a result per message: ErrorCode 0 accepted, else refused (an
    // invalid or inactive address: the same answer next time). A failed call fails its messages alike.
    async sendBatch(emails, options = {}) {
      const results: BatchResult[] = new Array(emails.length);
      for (const batch of batchesOf(emails.map((email, index) => ({ email, index })))) {
        try {
          const answers = await client(options.timeoutMs).sendEmailBatch(batch.map((b) => postmarkMessage(from, b.email)));
          batch.forEach((b, i) => {
            const answer = answers[i];
            results[b.index] = answer && answer.ErrorCode === 0 ? { messageId: answer.MessageID } : { error: `${answer?.ErrorCode ?? "?"}: ${answer?.Message ?? "no answer for this message"}`, permanent: Boolean(answer) };
          });
        } catch (error) {
          for (const b of batch) results[b.index] = { error: String((error as Error)?.message ?? error), permanent: isPermanentMailError(error) };
        }
      }
      return results;
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
