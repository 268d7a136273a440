import type { z } from "zod";

export type JobOptions = {
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
