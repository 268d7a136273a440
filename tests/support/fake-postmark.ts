// A local stand-in for Postmark's API: POST /email accepts a message (recorded at once, answered
// after `delayMs`, so a test can stop a sender between the two), POST /email/batch accepts up to 500
// with a result per message (`refuse` answers an ErrorCode for an address; `state.failCalls` calls
// answer 500), and GET /messages/outbound finds accepted messages by one metadata field, as
// Postmark's outbound message search does.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type AcceptedMessage = { messageId: string; outboxId: string | null; headerOutboxId: string | null; to: string; subject: string; token: string | null };

type Body = { To: string; Subject: string; Metadata?: Record<string, string>; Headers?: { Name: string; Value: string }[] };

export async function startFakePostmark(options: { delayMs?: number; onAccept?: (message: AcceptedMessage) => void; refuse?: (to: string) => { ErrorCode: number; Message: string } | null } = {}) {
  const accepted: AcceptedMessage[] = [];
  const state = { delayMs: options.delayMs ?? 0, inFlight: 0, searches: 0, batchSizes: [] as number[], failCalls: 0 };
  const accept = (body: Body, token: string | null) => {
    const message: AcceptedMessage = {
      messageId: randomUUID(),
      outboxId: body.Metadata?.outbox_id ?? null,
      headerOutboxId: body.Headers?.find((h) => h.Name === "X-Outbox-Id")?.Value ?? null,
      to: body.To,
      subject: body.Subject,
      token,
    };
    accepted.push(message);
    options.onAccept?.(message);
    return message;
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      res.setHeader("Content-Type", "application/json");
      const token = (req.headers["x-postmark-server-token"] as string | undefined) ?? null;
      if (req.method === "POST" && url.pathname === "/email") {
        const body = JSON.parse(raw || "{}") as Body;
        const message = accept(body, token);
        state.inFlight++;
        setTimeout(() => {
          state.inFlight--;
          res.end(JSON.stringify({ To: body.To, SubmittedAt: new Date().toISOString(), MessageID: message.messageId, ErrorCode: 0, Message: "OK" }));
        }, state.delayMs);
      } else if (req.method === "POST" && url.pathname === "/email/batch") {
        const bodies = JSON.parse(raw || "[]") as Body[];
        if (state.failCalls > 0) {
          state.failCalls--;
          res.statusCode = 500;
          res.end(JSON.stringify({ ErrorCode: 500, Message: "Internal server error" }));
          return;
        }
        if (bodies.length > 500) {
          res.statusCode = 422;
          res.end(JSON.stringify({ ErrorCode: 300, Message: "More than 500 messages in a batch" }));
          return;
        }
        state.batchSizes.push(bodies.length);
        const answers = bodies.map((body) => {
          const refused = options.refuse?.(body.To);
          if (refused) return { ...refused, To: body.To };
          const message = accept(body, token);
          return { To: body.To, SubmittedAt: new Date().toISOString(), MessageID: message.messageId, ErrorCode: 0, Message: "OK" };
        });
        state.inFlight++;
        setTimeout(() => {
          state.inFlight--;
          res.end(JSON.stringify(answers));
        }, state.delayMs);
      } else if (req.method === "GET" && url.pathname === "/messages/outbound") {
        state.searches++;
        const filters = [...url.searchParams].filter(([key]) => key.startsWith("metadata_")).map(([key, value]) => [key.slice("metadata_".length), value]);
        const found = accepted.filter((m) => filters.every(([key, value]) => key === "outbox_id" && m.outboxId === value));
        const count = Number(url.searchParams.get("count") ?? 100);
        const messages = found.slice(0, count).map((m) => ({ MessageID: m.messageId, To: [{ Email: m.to }], Subject: m.subject, Metadata: { outbox_id: m.outboxId } }));
        res.end(JSON.stringify({ TotalCount: found.length, Messages: messages }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ ErrorCode: 404, Message: "Not found" }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
