import type PgBoss from "pg-boss";
import { sendJob } from "~/jobs/enqueue.server";
import { TRIAL_CHECK, trialReminderJob } from "~/jobs/trial-reminders";
import { churchesDueForTrialReminders, sendTrialReminders } from "~/modules/billing/trial-reminders.server";

/** The hourly check: one trial-reminder job per church whose trial is near its end or just ended. */
export async function handleTrialCheck(boss: PgBoss, data: unknown, now = new Date()) {
  TRIAL_CHECK.payload.parse(data ?? {});
  const churches = await churchesDueForTrialReminders(now);
  for (const churchId of churches) await sendJob(boss, trialReminderJob, { churchId }, { singletonKey: churchId });
  return churches.length;
}

export async function handleTrialReminder(data: unknown, now = new Date()) {
  const { churchId } = trialReminderJob.payload.parse(data);
  return sendTrialReminders(churchId, now);
}
