import { blastJob } from "~/jobs/email-blast";
import { markBlastFailed, runBlast } from "~/modules/education/email/run-blast.server";
import { jobError } from "./send-email";

export async function handleBlast(data: unknown) {
  const { churchId, blastId } = blastJob.payload.parse(data);
  return runBlast(churchId, blastId);
}

export async function handleDeadBlast(data: unknown, output?: unknown) {
  const { churchId, blastId } = blastJob.payload.parse(data);
  await markBlastFailed(churchId, blastId, jobError(output));
}
