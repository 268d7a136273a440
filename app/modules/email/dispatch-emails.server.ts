import { enqueue, enqueueMany } from "~/jobs/enqueue.server";
import { sendEmailJob } from "~/jobs/send-email";

/** Hands committed outbox rows to the worker; a row whose enqueue fails is picked up by the sweeper. */
export async function dispatchEmails(churchId: string, emailIds: (string | null | undefined)[]) {
  const ids = emailIds.filter((id): id is string => Boolean(id));
  // Many at once (a blast's batch): one statement.
  if (ids.length > 10) {
    try {
      return await enqueueMany(sendEmailJob, ids.map((emailId) => ({ payload: { churchId, emailId }, singletonKey: emailId })));
    } catch (error) {
      console.error(`send-email not enqueued for ${ids.length} e-mails; the sweeper will retry`, error);
      return;
    }
  }
  for (const emailId of emailIds) {
    if (!emailId) continue;
    try {
      await enqueue(sendEmailJob, { churchId, emailId }, { singletonKey: emailId });
    } catch (error) {
      console.error(`send-email not enqueued for ${emailId}; the sweeper will retry`, error);
    }
  }
}
