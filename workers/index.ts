import path from "node:path";
import { fileURLToPath } from "node:url";
import PgBoss from "pg-boss";
import { ensureQueue, ensureQueueWithDeadLetter, ensureQueues } from "~/jobs/enqueue.server";
import { handleCertificates, handleDeadCertificates } from "./handlers/certificates";
import { handleDeadDocumentImport, handleDocumentImport } from "./handlers/document-import";
import { handleBlast, handleDeadBlast } from "./handlers/email-blast";
import { handleDeadEmail, handleDeadEmailBatch, handleSendEmail, handleSendEmailBatch } from "./handlers/send-email";
import { handleDeadStudentImport, handleStudentImport } from "./handlers/student-import";
import { sweepOutbox } from "./handlers/sweep-outbox";
import { handleTrialCheck, handleTrialReminder } from "./handlers/trial-reminders";
import { TRIAL_CHECK, trialReminderJob } from "~/jobs/trial-reminders";
import { certificatesJob } from "~/jobs/confirmation-certificates";
import { documentImportJob } from "~/jobs/document-import";
import { blastJob } from "~/jobs/email-blast";
import { sendEmailJob } from "~/jobs/send-email";
import { sendEmailBatchJob } from "~/jobs/send-email-batch";
import { studentImportJob } from "~/jobs/student-import";
import { EMAIL_LEASE_MS } from "~/modules/email/send-outbox-email.server";
import { db } from "~/utils/db.server";
import { env, freezeEnv } from "~/utils/env.server";
import { captureError, initSentry } from "~/utils/sentry.server";

// System queue (not tenant work): re-enqueues outbox rows whose job was lost. The system queues
// (this one, the trial check) are "short": at most one run waits, and any number may be active. Not
// "singleton": a run left active by a killed worker would stop every later run from being fetched
// until it expired and pg-boss's maintenance (every 2 minutes) noticed. Two runs at once are
// harmless: they send jobs only to stately queues, which drop the second.
const SWEEP_OUTBOX = { name: "sweep-outbox", options: { policy: "short" as const, retryLimit: 0, expireInSeconds: 60 } };

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
  /** Run the trial lifecycle (the hourly trial check and its reminders); on unless false. */
  trials?: boolean;
};

/**
 * `boss.work`, except that a worker that found work fetches again at once: pg-boss 10 waits its
 * polling interval after every fetch, which held a send-email loop to one e-mail per interval (a
 * blast of 5,000 took an hour). An empty queue still waits the interval.
 */
async function workBusy<T>(boss: PgBoss, name: string, options: PgBoss.WorkOptions, handler: (jobs: PgBoss.Job<T>[]) => Promise<void>) {
  const holder: { id?: string } = {};
  holder.id = await boss.work<T>(name, options, async (jobs) => {
    await handler(jobs);
    if (jobs.length && holder.id) boss.notifyWorker(holder.id);
  });
  return holder.id;
}

/** Set on SIGTERM: a long job (an import) finishes the batch under way, then hands the rest back to pg-boss for a retry. */
const stopping = { value: false };

export async function startWorker(options: WorkerOptions = {}) {
  stopping.value = false;
  const { leaseMs = EMAIL_LEASE_MS, pollingIntervalSeconds = 2, concurrency = 8 } = options;
  // A connection for each send-email loop to fetch and complete with, and a few for the other queues.
  const boss = new PgBoss({ connectionString: env().DATABASE_URL, max: 12 });
  boss.on("error", (error) => {
    console.error(`worker: pg-boss error: ${error.message}`);
    captureError(error);
  });
  await boss.start();
  await ensureQueues(boss);

  // One job per fetch: a job fetched is claimed at once, so a killed worker leaves no job
  // active whose row it never touched; `concurrency` loops send in parallel.
  for (let i = 0; i < concurrency; i++) {
    await workBusy(boss, sendEmailJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
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

  // Batches (a blast's e-mails, 500 a job: one Postmark batch call): two at a time.
  for (let i = 0; i < 2; i++) {
    await workBusy(boss, sendEmailBatchJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        const outcome = await handleSendEmailBatch(job.data, undefined, { leaseMs });
        console.log(`worker: ${sendEmailBatchJob.name} ${job.id}: ${outcome.sent} sent, ${outcome.failed} failed`);
      }
    });
  }
  await boss.work(sendEmailBatchJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) console.log(`worker: ${sendEmailBatchJob.deadLetter} ${job.id}: ${await handleDeadEmailBatch(job.data, job.output)} marked failed`);
  });

  // Imports: one job per fetch (a step can take a minute); a stopping worker ends it between batches.
  await workBusy(boss, studentImportJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await handleStudentImport(job.data, { stopping: () => stopping.value });
      console.log(`worker: student-import ${job.id}: ${outcome}`);
    }
  });
  await boss.work(studentImportJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await handleDeadStudentImport(job.data, job.output);
  });

  // Documents imports (a .zip of PDFs): one per fetch; a stopping worker ends it between files.
  await workBusy(boss, documentImportJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await handleDocumentImport(job.data, { stopping: () => stopping.value });
      console.log(`worker: ${documentImportJob.name} ${job.id}: ${outcome}`);
    }
  });
  await boss.work(documentImportJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await handleDeadDocumentImport(job.data, job.output);
  });

  // Confirmation certificates: one batch per fetch (a class's PDF takes a second or two).
  await workBusy(boss, certificatesJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) console.log(`worker: ${certificatesJob.name} ${job.id}: ${await handleCertificates(job.data)}`);
  });
  await boss.work(certificatesJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await handleDeadCertificates(job.data, job.output);
  });

  // E-mail to parents: the fan-out of one blast per fetch; its e-mails go through send-email.
  await workBusy(boss, blastJob.name, { batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) console.log(`worker: ${blastJob.name} ${job.id}: ${await handleBlast(job.data)}`);
  });
  await boss.work(blastJob.deadLetter, { includeMetadata: true, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await handleDeadBlast(job.data, job.output);
  });

  if (options.trials !== false) await startTrialLifecycle(boss, pollingIntervalSeconds);

  if (options.sweep !== false) {
    await ensureQueue(boss, SWEEP_OUTBOX.name, SWEEP_OUTBOX.options);
    await boss.schedule(SWEEP_OUTBOX.name, "* * * * *");
    await boss.work(SWEEP_OUTBOX.name, { pollingIntervalSeconds }, async () => {
      const requeued = await sweepOutbox(boss, { leaseMs });
      if (requeued) console.log(`worker: sweep-outbox re-enqueued ${requeued} e-mail(s)`);
    });
    // A restarted worker sweeps at once instead of at the next minute.
    await boss.send(SWEEP_OUTBOX.name, {});
    if (options.sweepIntervalMs) {
      const timer = setInterval(() => void boss.send(SWEEP_OUTBOX.name, {}).catch(() => undefined), options.sweepIntervalMs);
      boss.on("stopped", () => clearInterval(timer));
    }
  }
  return boss;
}

/** The trial check (hourly schedule, and once at start) and the per-church reminder jobs, each with its dead-letter queue. */
async function startTrialLifecycle(boss: PgBoss, pollingIntervalSeconds: number) {
  await ensureQueueWithDeadLetter(boss, TRIAL_CHECK);
  await boss.schedule(TRIAL_CHECK.name, TRIAL_CHECK.cron, {});
  await boss.work(TRIAL_CHECK.name, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) console.log(`worker: trial-check ${job.id}: ${await handleTrialCheck(boss, job.data)} church(es) due`);
  });
  await boss.work(trialReminderJob.name, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await handleTrialReminder(job.data);
      console.log(`worker: trial-reminder ${job.id}: ${outcome.kind ? `${outcome.kind}, ${outcome.sent} e-mail(s)` : "nothing due"}`);
    }
  });
  for (const queue of [TRIAL_CHECK.deadLetter, trialReminderJob.deadLetter]) {
    await boss.work(queue, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) console.error(`worker: ${queue} ${job.id}: gave up after retries`, JSON.stringify(job.data));
    });
  }
  // A restarted worker checks at once instead of at the next hour.
  const { policy: _policy, ...sendOptions } = TRIAL_CHECK.options;
  await boss.send(TRIAL_CHECK.name, {}, sendOptions);
}

/** Asks running import steps to stop after their current batch. */
export function stoppingJobs() {
  stopping.value = true;
}

async function main() {
  freezeEnv();
  initSentry();
  const boss = await startWorker();
  console.log("worker: started (queues: send-email, send-email-batch, student-import, document-import, confirmation-certificates, email-blast, trial-check, trial-reminder and their dead-letter queues, sweep-outbox)");
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
