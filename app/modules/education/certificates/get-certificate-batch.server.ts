import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A certificates batch of the church with its class and year names; another church's is "not found". */
export async function getCertificateBatch(churchId: string, batchId: string) {
  if (!isRecordId(batchId)) throw notFound();
  const batch = await db.certificateBatch.findFirst({ where: { id: batchId, churchId } });
  if (!batch) throw notFound();
  const [schoolClass, year] = await Promise.all([
    db.schoolClass.findFirst({ where: { id: batch.classId, churchId }, select: { id: true, className: true } }),
    db.schoolYear.findFirst({ where: { id: batch.yearId, churchId }, select: { yearName: true } }),
  ]);
  return { ...batch, className: schoolClass?.className ?? "", classId: batch.classId, yearName: year?.yearName ?? "" };
}
