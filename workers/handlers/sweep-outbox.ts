import type PgBoss from "pg-boss";
import { liveJobs, sendJob } from "~/jobs/enqueue.server";
import { sendEmailJob } from "~/jobs/send-email";
import { EMAIL_LEASE_MS } from "~/modules/email/send-outbox-email.server";
import { findStalledEmails } from "~/modules/email/sweep-outbox.server";

/**
 * Re-enqueues outbox rows whose job was lost, and only those. A row with a job queued, waiting to
 * retry or running keeps it (the stately queue would drop a second queued job anyway, and a second
 * job beside an active one would stop pg-boss 10 from fetching: its unique index allows one active
 * job per key). A job active for longer than a lease is abandoned (its worker died: a live sender
 * finishes within its lease); it is cancelled and the row gets a new job.
 */
export async function sweepOutbox(boss: PgBoss, { leaseMs = EMAIL_LEASE_MS }: { leaseMs?: number } = {}) {
  const stalled = await findStalledEmails({ leaseMs });
  const jobs = await liveJobs(boss, sendEmailJob, stalled.map((e) => e.id));
  let requeued = 0;
  for (const email of stalled) {
    const own = jobs.filter((j) => j.singletonKey === email.id);
    const abandoned = own.filter((j) => j.state === "active" && (j.runningSeconds ?? 0) * 1000 > leaseMs).map((j) => j.id);
    if (abandoned.length) await boss.cancel(sendEmailJob.name, abandoned);
    if (own.length > abandoned.length) continue;
    if (await sendJob(boss, sendEmailJob, { churchId: email.churchId, emailId: email.id }, { singletonKey: email.id })) requeued++;
  }
  return requeued;
}
