import PgBoss from "pg-boss";
import type { z } from "zod";
import { env } from "~/utils/env.server";
import { ALL_JOBS } from "./all";
import type { JobDefinition } from "./define";

const holder = globalThis as unknown as { boss?: Promise<PgBoss>; bossUrl?: string };

/** Creates each job's queue and dead-letter queue (idempotent). */
export async function ensureQueues(boss: PgBoss) {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const job of ALL_JOBS) {
    if (!existing.has(job.deadLetter)) await boss.createQueue(job.deadLetter, { name: job.deadLetter, retentionSeconds: 14 * 24 * 3600 });
    const options = { name: job.name, ...job.options, deadLetter: job.deadLetter };
    if (existing.has(job.name)) await boss.updateQueue(job.name, options);
    else await boss.createQueue(job.name, options);
  }
}

/** The web process only sends: no maintenance, no schedules (the worker does those). */
function senderBoss(): Promise<PgBoss> {
  const url = env().DATABASE_URL;
  if (!holder.boss || holder.bossUrl !== url) {
    holder.bossUrl = url;
    holder.boss = (async () => {
      const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, max: 3 });
      boss.on("error", (error) => console.error("pg-boss (web):", error));
      await boss.start();
      await ensureQueues(boss);
      return boss;
    })().catch((error) => {
      holder.boss = undefined;
      throw error;
    });
  }
  return holder.boss;
}

export async function enqueue<S extends z.ZodType<{ churchId: string }>>(
  job: JobDefinition<S>,
  payload: z.infer<S>,
  options: { singletonKey?: string; startAfter?: number } = {},
) {
  const boss = await senderBoss();
  return boss.send(job.name, job.payload.parse(payload) as object, { ...job.options, ...options });
}

export async function stopSenderBoss() {
  const boss = await holder.boss?.catch(() => undefined);
  holder.boss = undefined;
  await boss?.stop({ graceful: false, wait: true });
}
