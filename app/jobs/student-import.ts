import { z } from "zod";
import { defineJob } from "./define";

/**
 * One step of a spreadsheet import: verify (the preview), import (the plan, in batches) or rollback.
 * The import's id is the singleton key: at most one queued and one running job per import.
 */
export const studentImportJob = defineJob(
  "student-import",
  z.object({ churchId: z.string().min(1), importId: z.string().min(1), step: z.enum(["verify", "import", "rollback"]) }),
  { policy: "stately", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 30 * 60 },
);
