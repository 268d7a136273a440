// A local stand-in for Postmark's API: POST /email accepts a message (recorded at once, answered
// after `delayMs`, so a test can stop a sender between the two) and GET /messages/outbound finds
// accepted messages by one metadata field, as Postmark's outbound message search does.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type AcceptedMessage = { messageId: string; outboxId: string | null; headerOutboxId: string | null; to: string; subject: string; token: string | null };

export async function startFakePostmark(options: { delayMs?: number; onAccept?: (message: AcceptedMessage) => void } = {}) {
  const accepted: AcceptedMessage[] = [];
  const state = { delayMs: options.delayMs ?? 0, inFlight: 0, searches: 0 };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      res.setHeader("Content-Type", "application/json");
      if (req.method === "POST" && url.pathname === "/email") {
        const body = JSON.parse(raw || "{}") as { To: string; Subject: string; Metadata?: Record<string, string>; Headers?: { Name: string; Value: string }[] };
        const message: AcceptedMessage = {
          messageId: randomUUID(),
          outboxId: body.Metadata?.outbox_id ?? null,
          headerOutboxId: body.Headers?.find((h) => h.Name === "X-Outbox-Id")?.Value ?? null,
          to: body.To,
          subject: body.Subject,
          token: (req.headers["x-postmark-server-token"] as string | undefined) ?? null,
        };
        accepted.push(message);
        state.inFlight++;
        options.onAccept?.(message);
        setTimeout(() => {
          state.inFlight--;
          res.end(JSON.stringify({ To: body.To, SubmittedAt: new Date().toISOString(), MessageID: message.messageId, ErrorCode: 0, Message: "OK" }));
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
