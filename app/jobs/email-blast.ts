import { z } from "zod";
import { defineJob } from "./define";

/** One e-mail to parents (an EmailBlast): fan out to deliveries, then to the outbox. Its id is the singleton key. */
export const blastJob = defineJob("email-blast", z.object({ churchId: z.string().min(1), blastId: z.string().min(1) }), {
  policy: "stately",
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});
