import { z } from "zod";
import { defineJob } from "./define";

/** One outbox row to send; the row id is the singleton key, so a row has at most one queued job. */
export const sendEmailJob = defineJob("send-email", z.object({ churchId: z.string().min(1), emailId: z.string().min(1) }), {
  policy: "stately",
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});
