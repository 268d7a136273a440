import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A blast of the church with its progress: queued, sent, failed and skipped (its e-mails' states in the outbox). */
export async function getBlast(churchId: string, blastId: string) {
  if (!isRecordId(blastId)) throw notFound();
  const blast = await db.emailBlast.findFirst({ where: { id: blastId, churchId } });
  if (!blast) throw notFound();
  const [skipped, pending, outbox, year, schoolClass] = await Promise.all([
    db.emailBlastDelivery.count({ where: { blastId: blast.id, churchId, status: "SKIPPED" } }),
    db.emailBlastDelivery.count({ where: { blastId: blast.id, churchId, status: "PENDING" } }),
    db.$queryRaw<{ status: string; n: bigint }[]>`
      SELECT o."status"::text AS status, count(*) AS n FROM "EmailBlastDelivery" d JOIN "EmailOutbox" o ON o."id" = d."outboxId"
      WHERE d."blastId" = ${blast.id} AND d."churchId" = ${churchId} AND o."churchId" = ${churchId} GROUP BY o."status"`,
    db.schoolYear.findFirst({ where: { id: blast.yearId, churchId }, select: { yearName: true } }),
    blast.classId ? db.schoolClass.findFirst({ where: { id: blast.classId, churchId }, select: { className: true } }) : null,
  ]);
  const by = (status: string) => Number(outbox.find((r) => r.status === status)?.n ?? 0);
  return {
    ...blast,
    yearName: year?.yearName ?? "",
    className: schoolClass?.className ?? null,
    counts: { queued: pending + by("PENDING") + by("SENDING"), sent: by("SENT"), failed: by("FAILED"), skipped },
  };
}
