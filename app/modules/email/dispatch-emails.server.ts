import { enqueue } from "~/jobs/enqueue.server";
import { sendEmailJob } from "~/jobs/send-email";

/** Hands committed outbox rows to the worker; a row whose enqueue fails is picked up by the sweeper. */
export async function dispatchEmails(churchId: string, emailIds: (string | null | undefined)[]) {
  for (const emailId of emailIds) {
    if (!emailId) continue;
    try {
      await enqueue(sendEmailJob, { churchId, emailId }, { singletonKey: emailId });
    } catch (error) {
      console.error(`send-email not enqueued for ${emailId}; the sweeper will retry`, error);
    }
  }
}
