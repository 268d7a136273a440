import { z } from "zod";
import { defineJob } from "./define";

export const sendEmailJob = defineJob("send-email", z.object({ churchId: z.string().min(1), emailId: z.string().min(1) }), {
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
});
