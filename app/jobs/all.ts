import { sendEmailJob } from "./send-email";
import { trialReminderJob } from "./trial-reminders";

export const ALL_JOBS = [sendEmailJob, trialReminderJob];
