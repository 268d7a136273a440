import http from "node:http";
import type { AddressInfo } from "node:net";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../prisma/factories";
import { handleDeadEmail, handleSendEmail } from "../../workers/handlers/send-email";
import { sweepOutbox } from "../../workers/handlers/sweep-outbox";
import { answer, makeRequest, run } from "../support/http";
import { ensureQueues } from "~/jobs/enqueue.server";
import { sendEmailJob } from "~/jobs/send-email";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { EMAIL_MAX_ATTEMPTS } from "~/modules/email/send-outbox-email.server";
import { loader as outboxLoader } from "~/routes/dev.outbox._index";
import { db } from "~/utils/db.server";
import { outboxTransport, postmarkTransport, type MailTransport, type OutgoingEmail } from "~/utils/mailer.server";

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

type RowState = { status?: "PENDING" | "SENDING" | "SENT" | "FAILED"; attempts?: number; leaseUntil?: Date; createdAt?: Date; lastError?: string };
const outboxRow = (churchId: string, subject = "Hello", state: RowState = {}) =>
  db.emailOutbox.create({ data: { churchId, template: "test", to: "someone@example.test", subject, textBody: "Text body", htmlBody: "<p>Html body</p>", ...state } });

const rowOf = (email: { id: string }) => db.emailOutbox.findUniqueOrThrow({ where: { id: email.id } });

/** Polls until the row is in this status (a sender is between its claim and its mark). */
async function waitForStatus(email: { id: string }, status: string, deadlineMs = 5_000) {
  const deadline = Date.now() + deadlineMs;
  while ((await rowOf(email)).status !== status) {
    if (Date.now() > deadline) throw new Error(`row ${email.id} never became ${status}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A transport whose send waits until release(); `found` is what its provider lookup answers. */
function heldTransport(found: string | null = null) {
  const sent: OutgoingEmail[] = [];
  const lookups: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const transport: MailTransport = {
    name: "held",
    async send(email) {
      await held;
      sent.push(email);
      return { messageId: `held-${sent.length}` };
    },
    async findSent(outboxId) {
      lookups.push(outboxId);
      return found;
    },
  };
  return { transport, sent, lookups, release };
}

const sendEmailJobs = (emailId: string) =>
  db.$queryRaw<{ id: string; state: string; policy: string }[]>`
    SELECT id::text, state::text, policy FROM pgboss.job WHERE name = 'send-email' AND singleton_key = ${emailId} ORDER BY created_on`;

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
    // The loser finds the row claimed (SENDING, "in-progress") or already SENT, depending on timing.
    expect(outcomes.sort()).toContainEqual("sent");
    expect(outcomes.filter((o) => o !== "sent")).toEqual([expect.stringMatching(/^(in-progress|already-sent)$/)]);
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

describe("claim and lease", () => {
  it("claims the row (SENDING with a lease) for the send; a second run meanwhile leaves it alone", async () => {
    const { church, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    const { transport, sent, release } = heldTransport();
    const first = handleSendEmail({ churchId: church.id, emailId: email.id }, transport, { leaseMs: 60_000 });
    await waitForStatus(email, "SENDING");
    const claimed = await rowOf(email);
    expect(claimed.attempts).toBe(1);
    expect(claimed.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 50_000);

    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, transport)).toBe("in-progress");
    release();
    expect(await first).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(await rowOf(email)).toMatchObject({ status: "SENT", attempts: 1, leaseUntil: null, providerMessageId: "held-1" });
    await expectUntouched(otherEmail);
  });

  it("re-claims a row whose lease ran out (its sender died) and asks the provider before sending again", async () => {
    const { church, otherEmail } = await twoChurches();
    const expired = { status: "SENDING" as const, attempts: 1, leaseUntil: new Date(Date.now() - 1_000) };
    const delivered = await outboxRow(church.id, "Reached the provider", expired);
    const lost = await outboxRow(church.id, "Never reached it", expired);

    const found = heldTransport("pm-earlier");
    found.release();
    expect(await handleSendEmail({ churchId: church.id, emailId: delivered.id }, found.transport)).toBe("sent");
    expect(found.lookups).toEqual([delivered.id]);
    expect(found.sent).toHaveLength(0);
    expect(await rowOf(delivered)).toMatchObject({ status: "SENT", attempts: 2, providerMessageId: "pm-earlier", transport: "held", leaseUntil: null });

    const notFound = heldTransport(null);
    notFound.release();
    expect(await handleSendEmail({ churchId: church.id, emailId: lost.id }, notFound.transport)).toBe("sent");
    expect(notFound.lookups).toEqual([lost.id]);
    expect(notFound.sent.map((e) => [e.subject, e.outboxId])).toEqual([["Never reached it", lost.id]]);
    expect(await rowOf(lost)).toMatchObject({ status: "SENT", attempts: 2, providerMessageId: "held-1" });
    await expectUntouched(otherEmail);
  });

  it("does not ask the provider on a first attempt", async () => {
    const { church } = await twoChurches();
    const email = await outboxRow(church.id);
    const { transport, lookups, sent, release } = heldTransport("should-not-be-used");
    release();
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, transport)).toBe("sent");
    expect(lookups).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("a sender whose lease was taken over does not mark the row", async () => {
    const { church } = await twoChurches();
    const email = await outboxRow(church.id);
    const takenOver = new Date(Date.now() + 120_000);
    const transport: MailTransport = {
      name: "slow",
      async send() {
        // Meanwhile the lease ran out and another sender claimed the row.
        await db.emailOutbox.update({ where: { id: email.id }, data: { leaseUntil: takenOver, attempts: 2 } });
        return { messageId: "late" };
      },
    };
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, transport)).toBe("sent");
    expect(await rowOf(email)).toMatchObject({ status: "SENDING", leaseUntil: takenOver, attempts: 2, providerMessageId: null });
  });

  it("with the local outbox transport, claiming and marking are one step", async () => {
    const { church, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id);
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, outboxTransport)).toBe("sent");
    expect(await rowOf(email)).toMatchObject({ status: "SENT", transport: "outbox", attempts: 1, leaseUntil: null });
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, outboxTransport)).toBe("already-sent");
    const busy = await outboxRow(church.id, "Busy", { status: "SENDING", attempts: 1, leaseUntil: new Date(Date.now() + 60_000) });
    expect(await handleSendEmail({ churchId: church.id, emailId: busy.id }, outboxTransport)).toBe("in-progress");
    await expectUntouched(otherEmail);
  });
});

describe("attempts limit and dead letters", () => {
  it("stops retrying once the attempts reach the limit: the last failure marks the row FAILED without throwing", async () => {
    const { church, otherEmail } = await twoChurches();
    const email = await outboxRow(church.id, "Last chance", { attempts: EMAIL_MAX_ATTEMPTS - 1, lastError: "earlier" });
    expect(await handleSendEmail({ churchId: church.id, emailId: email.id }, failingTransport)).toBe("failed");
    expect(await rowOf(email)).toMatchObject({ status: "FAILED", attempts: EMAIL_MAX_ATTEMPTS, lastError: "SMTP is on fire", leaseUntil: null });

    const exhausted = await outboxRow(church.id, "Out of attempts", { attempts: EMAIL_MAX_ATTEMPTS });
    const { transport, sent } = countingTransport();
    expect(await handleSendEmail({ churchId: church.id, emailId: exhausted.id }, transport)).toBe("failed");
    expect(sent).toHaveLength(0);
    expect(await rowOf(exhausted)).toMatchObject({ status: "FAILED", attempts: EMAIL_MAX_ATTEMPTS, lastError: "no attempts left" });
    await expectUntouched(otherEmail);
  });

  it("a job out of retries lands on send-email-dead; its handler marks the row FAILED with the error, and the dev outbox shows it", async () => {
    const { church, otherEmail } = await twoChurches();
    const noError = await outboxRow(church.id, "Expired every time");
    const withError = await outboxRow(church.id, "Refused every time", { attempts: 3, lastError: "Postmark said no" });
    const sending = await outboxRow(church.id, "Being sent", { status: "SENDING", attempts: 1, leaseUntil: new Date(Date.now() + 60_000) });
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, supervise: false, schedule: false });
    await boss.start();
    try {
      for (const email of [noError, withError, sending]) {
        const id = await boss.send(sendEmailJob.name, { churchId: church.id, emailId: email.id }, { retryLimit: 0, singletonKey: email.id });
        await boss.fail(sendEmailJob.name, id!, new Error("job failed by timeout in active state"));
      }
      const dead = (await boss.fetch<{ churchId: string; emailId: string }>(sendEmailJob.deadLetter, { batchSize: 100, includeMetadata: true })).filter(
        (job) => job.data.churchId === church.id,
      );
      expect(dead.map((job) => job.data.emailId).sort()).toEqual([noError.id, withError.id, sending.id].sort());
      for (const job of dead) await handleDeadEmail(job.data, job.output);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect(await rowOf(noError)).toMatchObject({ status: "FAILED", lastError: "job failed by timeout in active state" });
    expect(await rowOf(withError)).toMatchObject({ status: "FAILED", lastError: "Postmark said no", attempts: 3 });
    expect(await rowOf(sending)).toMatchObject({ status: "SENDING" });
    await expectUntouched(otherEmail);

    const page = await answer(await run(outboxLoader, makeRequest("/dev/outbox")));
    const listed = (page.data as { emails: { id: string; status: string; lastError: string | null }[] }).emails;
    expect(listed.find((e) => e.id === withError.id)).toMatchObject({ status: "FAILED", lastError: "Postmark said no" });
    expect(listed.find((e) => e.id === noError.id)).toMatchObject({ status: "FAILED", lastError: "job failed by timeout in active state" });
  });
});

describe("the send-email queue dedupes and the sweeper only replaces lost jobs", () => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, supervise: false, schedule: false });
    await boss.start();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
  });

  it("is a stately queue, also on a database whose queue was created standard", async () => {
    await boss.updateQueue(sendEmailJob.name, { name: sendEmailJob.name, policy: "standard" });
    expect((await boss.getQueue(sendEmailJob.name))?.policy).toBe("standard");
    await ensureQueues(boss);
    expect(await boss.getQueue(sendEmailJob.name)).toMatchObject({ policy: "stately", retryLimit: 6, expireInSeconds: 120, deadLetter: "send-email-dead" });
  });

  it("sending the same outbox id twice while one job is queued leaves one job", async () => {
    const { church } = await twoChurches();
    const email = await outboxRow(church.id);
    await dispatchEmails(church.id, [email.id]);
    await dispatchEmails(church.id, [email.id]);
    expect(await sendEmailJobs(email.id)).toEqual([expect.objectContaining({ state: "created", policy: "stately" })]);
  });

  it("re-enqueues a lost row once, leaves rows with a live job alone, and replaces an abandoned active job", async () => {
    const { church, otherEmail } = await twoChurches();
    const old = new Date(Date.now() - 10 * 60_000);
    const lost = await outboxRow(church.id, "Lost", { createdAt: old });
    const fresh = await outboxRow(church.id, "Just written");
    const queued = await outboxRow(church.id, "Queued", { createdAt: old });
    const running = await outboxRow(church.id, "Running", { createdAt: old, status: "SENDING", attempts: 1, leaseUntil: new Date(Date.now() - 1_000) });
    const abandoned = await outboxRow(church.id, "Abandoned", { createdAt: old, status: "SENDING", attempts: 1, leaseUntil: new Date(Date.now() - 1_000) });
    const sent = await outboxRow(church.id, "Sent", { createdAt: old, status: "SENT", attempts: 1 });
    const failed = await outboxRow(church.id, "Failed", { createdAt: old, status: "FAILED", attempts: 1 });

    await dispatchEmails(church.id, [queued.id, running.id, abandoned.id]);
    await db.$executeRaw`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = 'send-email' AND singleton_key = ${running.id}`;
    await db.$executeRaw`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '5 minutes' WHERE name = 'send-email' AND singleton_key = ${abandoned.id}`;
    const [abandonedJob] = await sendEmailJobs(abandoned.id);

    await sweepOutbox(boss, { leaseMs: 60_000 });
    expect(await sendEmailJobs(lost.id)).toEqual([expect.objectContaining({ state: "created" })]);
    expect(await sendEmailJobs(fresh.id)).toEqual([]);
    expect(await sendEmailJobs(queued.id)).toEqual([expect.objectContaining({ state: "created" })]);
    expect(await sendEmailJobs(running.id)).toEqual([expect.objectContaining({ state: "active" })]);
    expect(await sendEmailJobs(abandoned.id)).toEqual([{ id: abandonedJob.id, state: "cancelled", policy: "stately" }, expect.objectContaining({ state: "created" })]);
    expect(await sendEmailJobs(sent.id)).toEqual([]);
    expect(await sendEmailJobs(failed.id)).toEqual([]);
    expect(await sendEmailJobs(otherEmail.id)).toEqual([]);

    // A second sweep finds every stalled row with a live job: nothing new.
    await sweepOutbox(boss, { leaseMs: 60_000 });
    expect(await sendEmailJobs(lost.id)).toHaveLength(1);
    expect(await sendEmailJobs(abandoned.id)).toHaveLength(2);
  });
});

describe("Postmark transport against a local fake", () => {
  type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
  const received: Received[] = [];
  let fail: false | 422 | 500 = false;
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
        } else if (fail === 422) {
          res.statusCode = 422;
          res.end(JSON.stringify({ ErrorCode: 300, Message: "Invalid email request" }));
        } else if (fail === 500) {
          res.statusCode = 500;
          res.end(JSON.stringify({ ErrorCode: 0, Message: "Service unavailable" }));
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

  it("sends extra headers (List-Unsubscribe of RFC 8058) and an attachment as Postmark expects them", async () => {
    received.length = 0;
    const transport = postmarkTransport("server-token-123", "Parish Office <no-reply@parish.test>", apiUrl);
    await transport.send({
      to: "anne@example.test",
      subject: "Retreat",
      text: "Hi",
      html: "<p>Hi</p>",
      outboxId: "row-1",
      headers: { "List-Unsubscribe": "<https://parish.test/unsubscribe-parent?t=abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      attachment: { name: "retreat.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.7 test") },
    });
    expect(received[0].body).toMatchObject({
      Headers: [
        { Name: "X-Outbox-Id", Value: "row-1" },
        { Name: "List-Unsubscribe", Value: "<https://parish.test/unsubscribe-parent?t=abc>" },
        { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
      ],
      Attachments: [{ Name: "retreat.pdf", ContentType: "application/pdf", Content: Buffer.from("%PDF-1.7 test").toString("base64") }],
    });
  });

  it("is what the job uses when POSTMARK_SERVER_TOKEN is set; a 422 marks the row FAILED, a 500 leaves it pending for a retry", async () => {
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

      // The outbox id travels as metadata (searchable) and as a header.
      expect(received[0].body).toMatchObject({ Metadata: { outbox_id: email.id }, Headers: [{ Name: "X-Outbox-Id", Value: email.id }] });

      // 422: refused for good, FAILED at once, no retry (the job completes).
      fail = 422;
      const refused = await outboxRow(church.id, "Refused by Postmark");
      expect(await handleSendEmail({ churchId: church.id, emailId: refused.id })).toBe("failed");
      const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: refused.id } });
      expect(row).toMatchObject({ status: "FAILED", attempts: 1, leaseUntil: null, sentAt: null });
      expect(row.lastError).toContain("Invalid email request");
      expect(await handleSendEmail({ churchId: church.id, emailId: refused.id })).toBe("failed");
      expect(received.filter((r) => r.body.Subject === "Refused by Postmark")).toHaveLength(1);

      // 500: may pass later, back to PENDING with the error, and thrown so pg-boss retries.
      fail = 500;
      const unavailable = await outboxRow(church.id, "Postmark is down");
      await expect(handleSendEmail({ churchId: church.id, emailId: unavailable.id })).rejects.toThrow();
      const pending = await db.emailOutbox.findUniqueOrThrow({ where: { id: unavailable.id } });
      expect(pending).toMatchObject({ status: "PENDING", attempts: 1, leaseUntil: null });
      expect(pending.lastError).toContain("Service unavailable");
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
    const jobs = await db.$queryRaw<{ name: string; data: { churchId: string; emailId: string }; singleton_key: string | null; retry_limit: number; policy: string }[]>`
      SELECT name, data, singleton_key, retry_limit, policy FROM pgboss.job WHERE name = 'send-email' AND data->>'emailId' = ${email.id}`;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ name: "send-email", data: { churchId: church.id, emailId: email.id }, singleton_key: email.id, retry_limit: 6, policy: "stately" });

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
