import path from "node:path";
import { fileURLToPath } from "node:url";
import PgBoss from "pg-boss";
import { ensureQueues } from "~/jobs/enqueue.server";
import { handleSendEmail } from "./handlers/send-email";
import { sendEmailJob } from "~/jobs/send-email";
import { findStalledEmails } from "~/modules/email/sweep-outbox.server";
import { db } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { captureError, initSentry } from "~/utils/sentry.server";

// System queue (not tenant work): re-enqueues outbox rows whose job was lost.
const SWEEP_OUTBOX = "sweep-outbox";

export async function startWorker(options: { sweep?: boolean } = {}) {
  const boss = new PgBoss({ connectionString: env().DATABASE_URL, max: 5 });
  boss.on("error", (error) => {
    console.error(`worker: pg-boss error: ${error.message}`);
    captureError(error);
  });
  await boss.start();
  await ensureQueues(boss);

  await boss.work(sendEmailJob.name, { batchSize: 5, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await handleSendEmail(job.data);
      console.log(`worker: send-email ${job.id}: ${outcome}`);
    }
  });

  if (options.sweep !== false) {
    if (!(await boss.getQueue(SWEEP_OUTBOX))) {
      await boss.createQueue(SWEEP_OUTBOX, { name: SWEEP_OUTBOX, retryLimit: 0, expireInSeconds: 60, policy: "singleton" });
    }
    await boss.schedule(SWEEP_OUTBOX, "* * * * *");
    await boss.work(SWEEP_OUTBOX, async () => {
      for (const email of await findStalledEmails()) {
        await boss.send(sendEmailJob.name, { churchId: email.churchId, emailId: email.id }, { ...sendEmailJob.options, singletonKey: email.id });
      }
    });
  }
  return boss;
}

async function main() {
  env();
  initSentry();
  const boss = await startWorker();
  console.log("worker: started (queues: send-email, sweep-outbox)");
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
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
