import { enqueue, enqueueMany } from "~/jobs/enqueue.server";
import { sendEmailJob } from "~/jobs/send-email";
import { EMAIL_BATCH_MAX, sendEmailBatchJob } from "~/jobs/send-email-batch";

/**
 * Hands committed outbox rows to the worker; a row whose enqueue fails is picked up by the sweeper
 * (one job per row). Many at once (a blast's batch) go as batch jobs of up to 500 rows: one
 * Postmark batch call each.
 */
export async function dispatchEmails(churchId: string, emailIds: (string | null | undefined)[]) {
  const ids = emailIds.filter((id): id is string => Boolean(id));
  if (ids.length > 10) {
    const batches = Array.from({ length: Math.ceil(ids.length / EMAIL_BATCH_MAX) }, (_, i) => ids.slice(i * EMAIL_BATCH_MAX, (i + 1) * EMAIL_BATCH_MAX));
    try {
      return await enqueueMany(sendEmailBatchJob, batches.map((batch) => ({ payload: { churchId, emailIds: batch }, singletonKey: `batch:${batch[0]}` })));
    } catch (error) {
      console.error(`send-email-batch not enqueued for ${ids.length} e-mails; the sweeper will retry`, error);
      return;
    }
  }
  for (const emailId of ids) {
    try {
      await enqueue(sendEmailJob, { churchId, emailId }, { singletonKey: emailId });
    } catch (error) {
      console.error(`send-email not enqueued for ${emailId}; the sweeper will retry`, error);
    }
  }
}
