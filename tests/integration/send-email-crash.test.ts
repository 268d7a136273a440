import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../prisma/factories";
import { startFakePostmark, type AcceptedMessage } from "../support/fake-postmark";
import { ownDatabase } from "../support/own-database";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db } from "~/utils/db.server";

const EMAILS = 30;
const KILL_AT = 10; // the worker dies while Postmark holds this message's answer
const children: ChildProcess[] = [];

/** The real worker in a child process (node + tsx, one process, so SIGKILL kills the worker itself). */
function startWorkerProcess(postmarkUrl?: string) {
  const postmark = postmarkUrl ? { POSTMARK_SERVER_TOKEN: "crash-test-token", POSTMARK_API_URL: postmarkUrl } : {};
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/email-worker.ts"], {
    env: { ...process.env, ...postmark },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  children.push(child);
  return { child, exited, output: () => output };
}

/** Polls `check` until it holds, or fails after the deadline. */
async function until(what: string, check: () => Promise<boolean> | boolean, deadlineMs: number, log: () => string = () => "") {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Its own database: the earlier test files of this test worker leave e-mails and jobs in theirs,
// and the restarted worker would send all of them before this test's.
const database = ownDatabase("send_email_crash");
beforeAll(database.use);
afterAll(database.drop);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

describe("the e-mail worker killed", () => {
  it("delivers every e-mail exactly once after a restart (SIGKILL while Postmark holds an answer)", async () => {
    const church = await createChurch();
    const ids = await db.$transaction(async (tx) => {
      const made: string[] = [];
      for (let i = 0; i < EMAILS; i++) {
        made.push(await queueEmail(tx, church.id, { template: "crash-test", to: `parent${i}@example.test`, subject: `Crash test ${i}`, text: `Message ${i}`, html: `<p>Message ${i}</p>` }));
      }
      return made;
    });
    const ours = new Set(ids);

    let first: ReturnType<typeof startWorkerProcess> | null = null;
    let killedAt: AcceptedMessage | null = null;
    const fake = await startFakePostmark({
      delayMs: 150,
      onAccept: (message) => {
        // Accepted by "Postmark", not yet answered: the window between the remote send and the local mark.
        if (!killedAt && message.outboxId && ours.has(message.outboxId) && fake.accepted.filter((m) => ours.has(m.outboxId ?? "")).length >= KILL_AT) {
          killedAt = message;
          first!.child.kill("SIGKILL");
        }
      },
    });
    try {
      await dispatchEmails(church.id, ids);
      first = startWorkerProcess(fake.url);
      expect(await first.exited).toBe("SIGKILL");
      expect(killedAt).not.toBeNull();

      // The kill landed mid-batch: some sent, the killed one claimed (SENDING) though Postmark has it, others waiting.
      const atKill = await db.emailOutbox.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
      const count = (status: string) => atKill.filter((r) => r.status === status).length;
      expect(atKill.find((r) => r.id === killedAt!.outboxId)?.status).toBe("SENDING");
      expect(count("SENT")).toBeLessThan(EMAILS);
      expect(count("SENT") + count("SENDING")).toBeGreaterThanOrEqual(1);

      const second = startWorkerProcess(fake.url);
      await until(
        "every e-mail SENT after the restart",
        async () => (await db.emailOutbox.count({ where: { id: { in: ids }, status: "SENT" } })) === EMAILS,
        60_000,
        second.output,
      );
      second.child.kill("SIGTERM");
      await second.exited;

      // Postmark received each e-mail exactly once, with its outbox id as metadata and header.
      const received = fake.accepted.filter((m) => ours.has(m.outboxId ?? ""));
      const perId = new Map<string, AcceptedMessage[]>();
      for (const m of received) perId.set(m.outboxId!, [...(perId.get(m.outboxId!) ?? []), m]);
      expect([...perId.keys()].sort()).toEqual([...ids].sort());
      expect([...perId.values()].filter((list) => list.length !== 1)).toEqual([]);
      expect(received.every((m) => m.headerOutboxId === m.outboxId && m.token === "crash-test-token")).toBe(true);

      // Every row records the MessageID Postmark gave its one message; the killed one was found by the lookup, not sent again.
      const rows = await db.emailOutbox.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, providerMessageId: true, transport: true, leaseUntil: true } });
      for (const row of rows) {
        expect(row).toMatchObject({ status: "SENT", transport: "postmark", leaseUntil: null, providerMessageId: perId.get(row.id)![0].messageId });
      }
      expect(fake.state.searches).toBeGreaterThanOrEqual(1);
      expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: killedAt!.outboxId! } })).attempts).toBe(2);
    } finally {
      await fake.close();
    }
  }, 120_000);

  it("a sweep left active by a killed worker does not hold up the restarted worker's sweeps", async () => {
    const first = startWorkerProcess();
    await until("the sweep queue", async () => (await db.$queryRaw<unknown[]>`SELECT 1 FROM pgboss.queue WHERE name = 'sweep-outbox'`).length === 1, 30_000, first.output);
    first.child.kill("SIGKILL");
    await first.exited;
    // Killed mid-sweep: its sweep job stays active (pg-boss expires it after a minute, and notices every two).
    await db.$executeRaw`INSERT INTO pgboss.job (name, data, state, started_on, policy) SELECT name, '{}'::jsonb, 'active', now(), policy FROM pgboss.queue WHERE name = 'sweep-outbox'`;
    const church = await createChurch();
    const lost = await db.$transaction((tx) => queueEmail(tx, church.id, { template: "crash-test", to: "lost@example.test", subject: "Lost", text: "Lost", html: "<p>Lost</p>" }));
    // Its job was never enqueued, and it is older than a lease: only a sweep sends it.
    await db.emailOutbox.update({ where: { id: lost }, data: { createdAt: new Date(Date.now() - 60_000) } });

    const second = startWorkerProcess();
    await until("the lost e-mail SENT by a sweep of the restarted worker", async () => (await db.emailOutbox.findUniqueOrThrow({ where: { id: lost } })).status === "SENT", 20_000, second.output);
    expect(second.output()).toContain("sweep-outbox re-enqueued 1 e-mail(s)");
  }, 60_000);
});
