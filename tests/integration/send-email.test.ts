import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../prisma/factories";
import { handleSendEmail } from "../../workers/handlers/send-email";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { db } from "~/utils/db.server";
import { postmarkTransport, type MailTransport, type OutgoingEmail } from "~/utils/mailer.server";

function countingTransport(delayMs = 0) {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport = {
    name: "counting",
    async send(email) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(email);
      return { messageId: `msg-${sent.length}` };
    },
  };
  return { transport, sent };
}

const failingTransport: MailTransport = {
  name: "failing",
  send: async () => {
    throw new Error("SMTP is on fire");
  },
};

const outboxRow = (churchId: string, subject = "Hello") =>
  db.emailOutbox.create({ data: { churchId, template: "test", to: "someone@example.test", subject, textBody: "Text body", htmlBody: "<p>Html body</p>" } });

async function twoChurches() {
  const church = await createChurch();
  const other = await createChurch();
  const otherEmail = await outboxRow(other.id, "Other church");
  return { church, other, otherEmail };
}

/** The other church's row must be exactly as it was. */
const expectUntouched = async (row: { id: string }) =>
  expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "PENDING", attempts: 0, sentAt: null, lastError: null });

describe("send-email job", () => {
  it("sends an outbox row once when the job runs twice", async () => {
    const { church, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    const { transport, sent } = countingTransport();

    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, transport)).toBe("sent");
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, transport)).toBe("already-sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "someone@example.test", subject: "Hello", text: "Text body", html: "<p>Html body</p>", tag: "test" });
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } });
    expect(row).toMatchObject({ status: "SENT", transport: "counting", providerMessageId: "msg-1", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    await expectUntouched(otherEmail);
  });

  it("sends once when two runs race", async () => {
    const { church, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    const { transport, sent } = countingTransport(50);
    const outcomes = await Promise.all([
      handleSendEmail({ churchId: church.id, emailId: email.id }, transport),
      handleSendEmail({ churchId: church.id, emailId: email.id }, transport),
    ]);
    expect(outcomes.sort()).toEqual(["already-sent", "sent"]);
    expect(sent).toHaveLength(1);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "SENT", attempts: 1 });
    await expectUntouched(otherEmail);
  });

  it("leaves the row pending with the error recorded when the transport fails, so a retry can send it", async () => {
    const { church, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    const started = Date.now();
    await expect(handleSendEmail({ churchId: church.id, emailId: email.id }, failingTransport)).rejects.toThrow("SMTP is on fire");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({
      status: "PENDING",
      attempts: 1,
      lastError: "SMTP is on fire",
      sentAt: null,
    });
    await expect(handleSendEmail({ churchId: church.id, emailId: email.id }, failingTransport)).rejects.toThrow();
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "PENDING", attempts: 2 });

    const { transport, sent } = countingTransport();
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, transport)).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "SENT", attempts: 3, lastError: null });
    await expectUntouched(otherEmail);
  });

  it("does nothing for a payload whose churchId is not the row's church", async () => {
    const { church, other, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    const { transport, sent } = countingTransport();
    expect(await handleSendEmail({ churchId: other.id, emailId: email.id }, transport)).toBe("missing");
    expect(await handleSendEmail({ churchId: church.id, emailId: otherEmail.id }, transport)).toBe("missing");
    expect(await handleSendEmail({ churchId: church.id, emailId: "no-such-email" }, transport)).toBe("missing");
    expect(sent).toHaveLength(0);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "PENDING", attempts: 0 });
    await expectUntouched(otherEmail);
  });

  it("refuses a payload without churchId or emailId", async () => {
    const { transport, sent } = countingTransport();
    await expect(handleSendEmail({ emailId: "x" }, transport)).rejects.toThrow();
    await expect(handleSendEmail({ churchId: "x" }, transport)).rejects.toThrow();
    await expect(handleSendEmail(null, transport)).rejects.toThrow();
    expect(sent).toHaveLength(0);
  });
});

describe("Postmark transport against a local fake", () => {
  type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
  const received: Received[] = [];
  let fail = false;
  let server: http.Server;
  let apiUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const body = raw ? JSON.parse(raw) : {};
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.setHeader("Content-Type", "application/json");
        if (req.method !== "POST" || req.url !== "/email") {
          res.statusCode = 404;
          res.end(JSON.stringify({ ErrorCode: 404, Message: "Not found" }));
        } else if (fail) {
          res.statusCode = 422;
          res.end(JSON.stringify({ ErrorCode: 300, Message: "Invalid email request" }));
        } else {
          res.end(JSON.stringify({ MessageID: "abc", ErrorCode: 0, Message: "OK", To: body.To, SubmittedAt: new Date().toISOString() }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("posts the e-mail to /email with the server token and returns the message id", async () => {
    received.length = 0;
    const transport = postmarkTransport("server-token-123", "Parish Office <no-reply@parish.test>", apiUrl);
    const result = await transport.send({ to: "anne@example.test", subject: "Welcome to the parish", text: "Hi", html: "<p>Hi</p>", tag: "welcome" });
    expect(result).toEqual({ messageId: "abc" });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", url: "/email" });
    expect(received[0].headers["x-postmark-server-token"]).toBe("server-token-123");
    expect(received[0].body).toMatchObject({
      From: "Parish Office <no-reply@parish.test>",
      To: "anne@example.test",
      Subject: "Welcome to the parish",
      TextBody: "Hi",
      HtmlBody: "<p>Hi</p>",
      Tag: "welcome",
    });
  });

  it("is what the job uses when POSTMARK_SERVER_TOKEN is set, and a refusal leaves the row pending", async () => {
    const { church, otherEmail } = await twoChurches();
    const saved = { token: process.env.POSTMARK_SERVER_TOKEN, url: process.env.POSTMARK_API_URL };
    process.env.POSTMARK_SERVER_TOKEN = "job-token";
    process.env.POSTMARK_API_URL = apiUrl;
    try {
      received.length = 0;
      const email = await outboxRow(church.id, "Sent through Postmark");
      expect(await handleSendEmail({ churchId: church.id, emailId: email.id })).toBe("sent");
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "SENT", transport: "postmark", providerMessageId: "abc" });
      expect(received.map((r) => [r.headers["x-postmark-server-token"], r.body.Subject])).toEqual([["job-token", "Sent through Postmark"]]);

      fail = true;
      const refused = await outboxRow(church.id, "Refused by Postmark");
      await expect(handleSendEmail({ churchId: church.id, emailId: refused.id })).rejects.toThrow();
      const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: refused.id } });
      expect(row).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(row.lastError).toContain("Invalid email request");
    } finally {
      fail = false;
      if (saved.token === undefined) delete process.env.POSTMARK_SERVER_TOKEN;
      else process.env.POSTMARK_SERVER_TOKEN = saved.token;
      if (saved.url === undefined) delete process.env.POSTMARK_API_URL;
      else process.env.POSTMARK_API_URL = saved.url;
    }
    await expectUntouched(otherEmail);
  });
});

describe("dispatchEmails", () => {
  it("puts one send-email job per committed row on the queue, with the church id", async () => {
    const { church, other, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    await dispatchEmails(church.id, [email.id, null, undefined]);
    const jobs = await db.$queryRaw<{ name: string; data: { churchId: string; emailId: string }; singleton_key: string | null; retry_limit: number }[]>`
      SELECT name, data, singleton_key, retry_limit FROM pgboss.job WHERE name = 'send-email' AND data->>'emailId' = ${email.id}`;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ name: "send-email", data: { churchId: church.id, emailId: email.id }, singleton_key: email.id, retry_limit: 6 });

    // Nothing was queued for the other church's row, and the job it would get carries its own church.
    const none = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = 'send-email' AND data->>'emailId' = ${otherEmail.id}`;
    expect(Number(none[0].n)).toBe(0);
    await dispatchEmails(other.id, [otherEmail.id]);
    const theirs = await db.$queryRaw<{ data: { churchId: string } }[]>`SELECT data FROM pgboss.job WHERE name = 'send-email' AND data->>'emailId' = ${otherEmail.id}`;
    expect(theirs.map((j) => j.data.churchId)).toEqual([other.id]);

    // Running the queued job's payload sends the row.
    const { transport, sent } = countingTransport();
    expect(await handleSendEmail(jobs[0].data, transport)).toBe("sent");
    expect(sent).toHaveLength(1);
  });
});
