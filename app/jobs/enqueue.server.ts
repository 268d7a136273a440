import PgBoss from "pg-boss";
import type { z } from "zod";
import { env } from "~/utils/env.server";
import { ALL_JOBS } from "./all";
import type { JobDefinition } from "./define";

const holder = globalThis as unknown as { boss?: Promise<PgBoss>; bossUrl?: string };

/**
 * Creates a queue, or brings an existing one to these options (idempotent). pg-boss 10's
 * `updateQueue` sets the policy too (it falls back to "standard" when none is given), so a database
 * whose queue was created as "standard" becomes "stately" here; jobs already in the table keep the
 * policy they were inserted with. `exists` spares the lookup when the caller has listed the queues.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">, exists?: boolean) {
  if (exists ?? (await boss.getQueue(name)) !== null) await boss.updateQueue(name, { name, ...options });
  else await boss.createQueue(name, { name, ...options });
}

/** A queue and its dead-letter queue, where jobs out of retries wait 14 days. */
export async function ensureQueueWithDeadLetter(boss: PgBoss, job: { name: string; deadLetter: string; options: Omit<PgBoss.Queue, "name"> }, existing?: Set<string>) {
  const has = async (name: string) => (existing ? existing.has(name) : (await boss.getQueue(name)) !== null);
  if (!(await has(job.deadLetter))) await boss.createQueue(job.deadLetter, { name: job.deadLetter, retentionSeconds: 14 * 24 * 3600 });
  await ensureQueue(boss, job.name, { ...job.options, deadLetter: job.deadLetter }, await has(job.name));
}

/** Every tenant job's queue and dead-letter queue (ALL_JOBS), as their definitions say. */
export async function ensureQueues(boss: PgBoss) {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const job of ALL_JOBS) await ensureQueueWithDeadLetter(boss, job, existing);
}

/** Sends one job with its definition's options; null when the queue's policy dropped it as a duplicate of its singletonKey. */
export async function sendJob<S extends z.ZodType<{ churchId: string }>>(
  boss: PgBoss,
  job: JobDefinition<S>,
  payload: z.infer<S>,
  options: { singletonKey?: string; startAfter?: number } = {},
) {
  const { policy: _policy, ...sendOptions } = job.options;
  return boss.send(job.name, job.payload.parse(payload) as object, { ...sendOptions, ...options });
}

/** Many jobs of one definition in one statement (pg-boss `insert`); a key already queued is skipped by the queue's unique index. */
export async function insertJobs<S extends z.ZodType<{ churchId: string }>>(boss: PgBoss, job: JobDefinition<S>, items: { payload: z.infer<S>; singletonKey?: string }[]) {
  if (!items.length) return;
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = job.options;
  await boss.insert(items.map((item) => ({ name: job.name, data: job.payload.parse(item.payload) as object, singletonKey: item.singletonKey, retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter: job.deadLetter })));
}

export type LiveJob = { id: string; singletonKey: string; state: "created" | "retry" | "active"; runningSeconds: number | null };

/** The jobs of these singleton keys that are queued, waiting to retry or running (pg-boss has no API for this). */
export async function liveJobs(boss: PgBoss, job: { name: string }, keys: string[]): Promise<LiveJob[]> {
  if (!keys.length) return [];
  const { rows } = await boss.getDb().executeSql(
    `SELECT id, singleton_key AS "singletonKey", state,
            CASE WHEN state = 'active' THEN EXTRACT(EPOCH FROM now() - started_on)::float8 END AS "runningSeconds"
       FROM pgboss.job WHERE name = $1 AND singleton_key = ANY($2::text[]) AND state < 'completed'`,
    [job.name, keys],
  );
  return rows as LiveJob[];
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
  return sendJob(await senderBoss(), job, payload, options);
}

/** Many jobs at once from the web process or a job (see insertJobs). */
export async function enqueueMany<S extends z.ZodType<{ churchId: string }>>(job: JobDefinition<S>, items: { payload: z.infer<S>; singletonKey?: string }[]) {
  return insertJobs(await senderBoss(), job, items);
}

export async function stopSenderBoss() {
  const boss = await holder.boss?.catch(() => undefined);
  holder.boss = undefined;
  await boss?.stop({ graceful: false, wait: true });
}
