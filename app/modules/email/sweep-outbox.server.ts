import { db } from "~/utils/db.server";
import { EMAIL_LEASE_MS, EMAIL_MAX_ATTEMPTS } from "./send-outbox-email.server";

/**
 * Outbox rows that may need a new send-email job: still PENDING a lease-length after they were
 * written (their job was lost, never enqueued, or is stuck), or SENDING with a lease that ran out
 * (their sender died). The sweeper checks their jobs before it enqueues anything.
 */
export const findStalledEmails = ({ leaseMs = EMAIL_LEASE_MS, take = 500 }: { leaseMs?: number; take?: number } = {}) => {
  const now = Date.now();
  return db.emailOutbox.findMany({
    where: {
      OR: [
        { status: "PENDING", createdAt: { lt: new Date(now - leaseMs) }, attempts: { lt: EMAIL_MAX_ATTEMPTS } },
        { status: "SENDING", leaseUntil: { lt: new Date(now) } },
      ],
    },
    select: { id: true, churchId: true },
    orderBy: { createdAt: "asc" },
    take,
  });
};
