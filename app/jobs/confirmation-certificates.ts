import { z } from "zod";
import { defineJob } from "./define";

/** One 'Certificates' run (a CertificateBatch); its id is the singleton key, so a batch has at most one queued job. */
export const certificatesJob = defineJob("confirmation-certificates", z.object({ churchId: z.string().min(1), batchId: z.string().min(1) }), {
  policy: "stately",
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 2 * 60,
});
