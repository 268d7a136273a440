import { z } from "zod";
import { defineJob } from "./define";

/**
 * A documents import: every PDF of the uploaded .zip attached to its student. The import's id is
 * the singleton key (at most one queued and one running job per import); a second run skips the
 * entries already done.
 */
export const documentImportJob = defineJob("document-import", z.object({ churchId: z.string().min(1), importId: z.string().min(1) }), {
  policy: "stately",
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
});
