import type { z } from "zod";

/**
 * The queue policy. pg-boss 10 only honours `singletonKey` on a queue whose policy dedupes:
 * "stately" keeps at most one queued, one retrying and one active job per key (a second send
 * while one waits is dropped); "standard" ignores the key.
 */
export type QueuePolicy = "standard" | "short" | "singleton" | "stately";

export type JobOptions = {
  policy: QueuePolicy;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  retentionSeconds?: number;
};

export type JobDefinition<S extends z.ZodType<{ churchId: string }>> = {
  name: string;
  deadLetter: string;
  payload: S;
  options: JobOptions;
};

/** A job: its queue name, a dead-letter queue, a payload schema that always carries churchId, explicit retries. */
export function defineJob<S extends z.ZodType<{ churchId: string }>>(name: string, payload: S, options: JobOptions): JobDefinition<S> {
  return { name, deadLetter: `${name}-dead`, payload, options };
}
