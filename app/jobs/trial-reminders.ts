import { z } from "zod";
import { defineJob } from "./define";

/** One church's due trial reminder (the module sends each once); the church is the singleton key. */
export const trialReminderJob = defineJob("trial-reminder", z.object({ churchId: z.string().min(1) }), {
  policy: "stately",
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 300,
});

/**
 * The system check (not one church's work): finds the churches whose trial ends within a week or
 * ended lately and sends each a trial-reminder job. Hourly, so a missed or failed run is made up
 * within the hour; every reminder still goes out once, on its day.
 */
export const TRIAL_CHECK = {
  name: "trial-check",
  deadLetter: "trial-check-dead",
  cron: "5 * * * *",
  payload: z.object({}).strict(),
  options: { policy: "short" as const, retryLimit: 3, retryDelay: 120, retryBackoff: true, expireInSeconds: 600 },
};
