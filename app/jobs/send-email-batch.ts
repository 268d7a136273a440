import { z } from "zod";
import { defineJob } from "./define";

/** Postmark's batch API takes at most 500 messages a call: a batch job is one call's worth of outbox rows. */
export const EMAIL_BATCH_MAX = 500;

/**
 * Many outbox rows of one church sent together (a blast's batch): one Postmark batch call, or one
 * statement for the local outbox. The first row's id is the singleton key.
 */
export const sendEmailBatchJob = defineJob(
  "send-email-batch",
  z.object({ churchId: z.string().min(1), emailIds: z.array(z.string().min(1)).min(1).max(EMAIL_BATCH_MAX) }),
  { policy: "stately", retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
);
