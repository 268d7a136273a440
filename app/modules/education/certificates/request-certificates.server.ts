import { certificatesJob } from "~/jobs/confirmation-certificates";
import { enqueue } from "~/jobs/enqueue.server";
import { requireRegistrationLinks } from "~/modules/education/registrations/registration-rules.server";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import type { CertificateSettingsInput } from "./certificate-settings";
import { CERTIFICATE_MESSAGES } from "./certificate-settings";

/**
 * 'Certificates' for a class and year of the church: keeps the settings as the church's (spec:
 * POST confirmationCertificateSettings), records a batch with them and hands it to the worker.
 */
export async function requestCertificates(input: { churchId: string; classId: string; yearId: string; settings: CertificateSettingsInput; userId: string }) {
  const { churchId, settings } = input;
  await requireRegistrationLinks(churchId, { schoolClassId: input.classId, schoolYearId: input.yearId });
  const count = await db.registration.count({ where: { churchId, schoolClassId: input.classId, schoolYearId: input.yearId } });
  if (!count) throw new AppError("INVALID", CERTIFICATE_MESSAGES.noConfirmands);
  const batch = await db.$transaction(async (tx) => {
    await tx.certificateSettings.upsert({ where: { churchId }, create: { churchId, ...settings }, update: settings });
    return tx.certificateBatch.create({ data: { churchId, classId: input.classId, yearId: input.yearId, ...settings, total: count, createdById: input.userId }, select: { id: true } });
  });
  // A lost enqueue leaves the batch QUEUED: its page offers to start it again.
  await enqueue(certificatesJob, { churchId, batchId: batch.id }, { singletonKey: batch.id }).catch((error) => console.error(`certificates ${batch.id} not enqueued`, error));
  return batch;
}

/** A batch not made yet (its job lost, or failed): handed to the worker again; a second job for it is dropped by the queue. */
export async function retryCertificates(churchId: string, batchId: string) {
  const batch = await db.certificateBatch.findFirst({ where: { id: batchId, churchId }, select: { id: true, status: true } });
  if (!batch || batch.status === "DONE") return false;
  await db.certificateBatch.updateMany({ where: { id: batch.id, churchId, status: "FAILED" }, data: { status: "QUEUED", error: null } });
  await enqueue(certificatesJob, { churchId, batchId: batch.id }, { singletonKey: batch.id });
  return true;
}
