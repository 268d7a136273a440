// Sending many outbox rows at once: Postmark's batch API (a local fake) at most 500 a call, each row
// sent once whatever fails or restarts, refused addresses failed for good, another church's rows
// never touched; the local outbox in one statement; dispatch hands a blast's rows over as batches.
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../prisma/factories";
import { handleDeadEmailBatch, handleSendEmailBatch } from "../../workers/handlers/send-email";
import { startFakePostmark } from "../support/fake-postmark";
import { ensureQueues } from "~/jobs/enqueue.server";
import { sendEmailBatchJob } from "~/jobs/send-email-batch";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmails } from "~/modules/email/queue-email.server";
import { db } from "~/utils/db.server";
import { outboxTransport, postmarkTransport } from "~/utils/mailer.server";

let fake: Awaited<ReturnType<typeof startFakePostmark>>;
beforeAll(async () => {
  fake = await startFakePostmark({ refuse: (to) => (to.startsWith("inactive") ? { ErrorCode: 406, Message: "You tried to send to a recipient that has been marked as inactive." } : null) });
});
afterAll(async () => {
  await fake.close();
});

const postmark = () => postmarkTransport("server-token", "office@parish.test", fake.url);

async function queued(churchId: string, count: number, to = (i: number) => `parent${i}@example.test`) {
  return db.$transaction((tx) =>
    queueEmails(
      tx,
      churchId,
      Array.from({ length: count }, (_, i) => ({
        message: { template: "parent-message", to: to(i), subject: `News ${i}`, text: "Text", html: "<p>Html</p>" },
        extra: { headers: { "List-Unsubscribe": `<https://parish.test/unsubscribe-parent?t=${i}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } },
      })),
    ),
  );
}

const statuses = async (ids: string[]) => {
  const rows = await db.emailOutbox.findMany({ where: { id: { in: ids } }, select: { status: true } });
  return rows.reduce<Record<string, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});
};

describe("send-email-batch", () => {
  it("sends 600 rows in two Postmark calls (500 and 100), each once, with their headers; a second run sends nothing", async () => {
    const church = await createChurch();
    const ids = await queued(church.id, 600);
    const before = fake.accepted.length;
    const calls = fake.state.batchSizes.length;
    for (const part of [ids.slice(0, 500), ids.slice(500)]) expect(await handleSendEmailBatch({ churchId: church.id, emailIds: part }, postmark())).toEqual({ sent: part.length, failed: 0, retry: 0 });
    expect(fake.state.batchSizes.slice(calls)).toEqual([500, 100]);
    expect(fake.accepted.length - before).toBe(600);
    expect(await statuses(ids)).toEqual({ SENT: 600 });
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(row.providerMessageId).toBe(fake.accepted.find((m) => m.outboxId === ids[0])!.messageId);
    expect(fake.accepted.find((m) => m.outboxId === ids[0])!.headerOutboxId).toBe(ids[0]);

    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: ids.slice(0, 500) }, postmark())).toEqual({ sent: 0, failed: 0, retry: 0 });
    expect(fake.accepted.length - before).toBe(600);
  });

  it("a call over 500 is cut in the transport; an attachment counts toward the 45 MB of a call", async () => {
    const calls = fake.state.batchSizes.length;
    const many = await postmark().sendBatch!(Array.from({ length: 501 }, (_, i) => ({ to: `many${i}@example.test`, subject: "Many", text: "t", html: "h" })));
    expect(many.every((r) => "messageId" in r)).toBe(true);
    expect(fake.state.batchSizes.slice(calls)).toEqual([500, 1]);
    const results = await postmark().sendBatch!(
      Array.from({ length: 5 }, (_, i) => ({ to: `big${i}@example.test`, subject: "Big", text: "t", html: "h", attachment: { name: "flyer.pdf", contentType: "application/pdf", content: Buffer.alloc(10 * 1024 * 1024) } })),
    );
    expect(results.every((r) => "messageId" in r)).toBe(true);
    // 10 MB is 13.3 MB in base64: three a call.
    expect(fake.state.batchSizes.slice(-2)).toEqual([3, 2]);
  });

  it("fails a refused address for good and sends the rest; a failed call is retried without sending anything twice", async () => {
    const church = await createChurch();
    const ids = await queued(church.id, 20, (i) => (i === 3 ? "inactive@example.test" : `parent${i}@example.test`));
    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: ids }, postmark())).toEqual({ sent: 19, failed: 1, retry: 0 });
    const refused = await db.emailOutbox.findUniqueOrThrow({ where: { id: ids[3] } });
    expect(refused).toMatchObject({ status: "FAILED", lastError: expect.stringContaining("406") });

    const more = await queued(church.id, 30);
    fake.state.failCalls = 1;
    await expect(handleSendEmailBatch({ churchId: church.id, emailIds: more }, postmark())).rejects.toThrow(/30 of 30 e-mails were not accepted/);
    expect(await statuses(more)).toEqual({ PENDING: 30 });
    const before = fake.accepted.length;
    // The retry: second attempts are looked up first (none reached Postmark), then sent once.
    const searches = fake.state.searches;
    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: more }, postmark())).toEqual({ sent: 30, failed: 0, retry: 0 });
    expect(fake.state.searches - searches).toBe(30);
    expect(fake.accepted.length - before).toBe(30);
    expect(await statuses(more)).toEqual({ SENT: 30 });
  });

  it("a batch whose sender died after Postmark accepted it is found, not sent again", async () => {
    const church = await createChurch();
    const ids = await queued(church.id, 10);
    // The first run reaches Postmark, then its worker dies before marking: the rows stay SENDING with a lease that runs out.
    const accepted = await postmark().sendBatch!(
      (await db.emailOutbox.findMany({ where: { id: { in: ids } } })).map((e) => ({ to: e.to, subject: e.subject, text: e.textBody, html: e.htmlBody, outboxId: e.id })),
    );
    expect(accepted).toHaveLength(10);
    await db.emailOutbox.updateMany({ where: { id: { in: ids } }, data: { status: "SENDING", attempts: 1, leaseUntil: new Date(Date.now() - 1000) } });
    const before = fake.accepted.length;
    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: ids }, postmark())).toEqual({ sent: 10, failed: 0, retry: 0 });
    expect(fake.accepted.length).toBe(before);
    expect(await statuses(ids)).toEqual({ SENT: 10 });
  });

  it("never touches another church's rows named in a payload", async () => {
    const church = await createChurch();
    const other = await createChurch();
    const mine = await queued(church.id, 3);
    const theirs = await queued(other.id, 3);
    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: [...mine, ...theirs] }, postmark())).toEqual({ sent: 3, failed: 0, retry: 0 });
    expect(await statuses(theirs)).toEqual({ PENDING: 3 });
    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: theirs }, outboxTransport)).toEqual({ sent: 0, failed: 0, retry: 0 });
    expect(await handleDeadEmailBatch({ churchId: church.id, emailIds: theirs })).toBe(0);
    expect(await statuses(theirs)).toEqual({ PENDING: 3 });
  });

  it("the local outbox marks a batch sent in one statement; a dead batch marks its rows failed", async () => {
    const church = await createChurch();
    const ids = await queued(church.id, 50);
    expect(await handleSendEmailBatch({ churchId: church.id, emailIds: ids.slice(0, 40) }, outboxTransport)).toEqual({ sent: 40, failed: 0, retry: 0 });
    expect(await handleDeadEmailBatch({ churchId: church.id, emailIds: ids.slice(30) }, { message: "boom" })).toBe(10);
    expect(await statuses(ids)).toEqual({ SENT: 40, FAILED: 10 });
    expect(() => sendEmailBatchJob.payload.parse({ churchId: church.id, emailIds: Array.from({ length: 501 }, (_, i) => `id${i}`) })).toThrow();
  });

  it("dispatch hands 1,200 rows over as three batch jobs of at most 500", async () => {
    const church = await createChurch();
    const ids = await queued(church.id, 1200);
    await dispatchEmails(church.id, ids);
    const boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, schedule: false, supervise: false });
    await boss.start();
    try {
      await ensureQueues(boss);
      const jobs = await db.$queryRawUnsafe<{ data: { churchId: string; emailIds: string[] } }[]>(`SELECT data FROM pgboss.job WHERE name = $1 AND data->>'churchId' = $2`, sendEmailBatchJob.name, church.id);
      expect(jobs.map((j) => j.data.emailIds.length).sort()).toEqual([200, 500, 500]);
      expect(new Set(jobs.flatMap((j) => j.data.emailIds))).toEqual(new Set(ids));
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
