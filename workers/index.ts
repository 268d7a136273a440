import path from "node:path";
import { fileURLToPath } from "node:url";
import PgBoss from "pg-boss";
import { ensureQueues } from "~/jobs/enqueue.server";
import { handleDeadEmail, handleSendEmail } from "./handlers/send-email";
import { handleDeadStudentImport, handleStudentImport } from "./handlers/student-import";
import { sweepOutbox } from "./handlers/sweep-outbox";
import { sendEmailJob } from "~/jobs/send-email";
import { studentImportJob } from "~/jobs/student-import";
import { EMAIL_LEASE_MS } from "~/modules/email/send-outbox-email.server";
import { db } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { captureError, initSentry } from "~/utils/sentry.server";

// System queue (not tenant work): re-enqueues outbox rows whose job was lost.
const SWEEP_OUTBOX = "sweep-outbox";

export type WorkerOptions = {
  /** Run the outbox sweeper (at start, then every minute). */
  sweep?: boolean;
  /** How long a sender's claim on an outbox row holds (default 60 s). */
  leaseMs?: number;
  /** Also sweep this often (the tests use a second; production relies on the minute schedule). */
  sweepIntervalMs?: number;
  pollingIntervalSeconds?: number;
  /** send-email jobs worked at once by this process, one job per fetch. */
  concurrency?: number;
};

/** Set on SIGTERM: a long job (an import) finishes the batch under way, then hands the rest back to pg-boss for a retry. */
const stopping = { value: false };

export async function startWorker(options: WorkerOptions = {}) {
  stopping.value = false;
  const { leaseMs = EMAIL_LEASE_MS, pollingIntervalSeconds = 2, concurrency = 3 } = options;
  const boss = new PgBoss({ connectionString: env().DATABASE_URL, max: 5 });
  boss.on("error", (error) => {
    console.error(`worker: pg-boss error: ${error.message}`);
    captureError(error);
  });
  await boss.start();
  await ensureQueues(boss);

  // One job per fetch: a job fetched is claimed at once, so a killed worker leaves no job
  // active whose row it never touched; `concurrency` loops send in parallel.
  for (let i = 0; i < concurrency; i++) {
    await boss.work(sendEmailJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        const outcome = await handleSendEmail(job.data, undefined, { leaseMs });
        console.log(`worker: send-email ${job.id}: ${outcome}`);
      }
    });
  }
  await boss.work(sendEmailJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const failed = await handleDeadEmail(job.data, job.output);
      console.log(`worker: ${sendEmailJob.deadLetter} ${job.id}: ${failed ? "marked failed" : "nothing to mark"}`);
    }
  });

  // Imports: one job per fetch (a step can take a minute); a stopping worker ends it between batches.
  await boss.work(studentImportJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await handleStudentImport(job.data, { stopping: () => stopping.value });
      console.log(`worker: student-import ${job.id}: ${outcome}`);
    }
  });
  await boss.work(studentImportJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await handleDeadStudentImport(job.data, job.output);
  });

  if (options.sweep !== false) {
    if (!(await boss.getQueue(SWEEP_OUTBOX))) {
      await boss.createQueue(SWEEP_OUTBOX, { name: SWEEP_OUTBOX, retryLimit: 0, expireInSeconds: 60, policy: "singleton" });
    }
    await boss.schedule(SWEEP_OUTBOX, "* * * * *");
    await boss.work(SWEEP_OUTBOX, { pollingIntervalSeconds }, async () => {
      const requeued = await sweepOutbox(boss, { leaseMs });
      if (requeued) console.log(`worker: sweep-outbox re-enqueued ${requeued} e-mail(s)`);
    });
    // A restarted worker sweeps at once instead of at the next minute.
    await boss.send(SWEEP_OUTBOX, {});
    if (options.sweepIntervalMs) {
      const timer = setInterval(() => void boss.send(SWEEP_OUTBOX, {}).catch(() => undefined), options.sweepIntervalMs);
      boss.on("stopped", () => clearInterval(timer));
    }
  }
  return boss;
}

/** Asks running import steps to stop after their current batch. */
export function stoppingJobs() {
  stopping.value = true;
}

async function main() {
  env();
  initSentry();
  const boss = await startWorker();
  console.log("worker: started (queues: send-email, student-import and their dead-letter queues, sweep-outbox)");
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stoppingJobs();
    console.log(`worker: ${signal}, finishing current jobs`);
    // Stop fetching, let running handlers finish (up to the timeout), then disconnect.
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    await db.$disconnect();
    console.log("worker: stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
