import { db } from "~/utils/db.server";

/** Outbox rows still pending a minute after they were written: their job was lost or never enqueued. */
export const findStalledEmails = (olderThanMs = 60_000, take = 500) =>
  db.emailOutbox.findMany({
    where: { status: "PENDING", createdAt: { lt: new Date(Date.now() - olderThanMs) }, attempts: { lt: 10 } },
    select: { id: true, churchId: true },
    orderBy: { createdAt: "asc" },
    take,
  });
