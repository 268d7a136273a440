import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fullName } from "~/modules/education/names";
import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import { confirmationCertificatesPdf } from "./certificate-pdf.server";
import { listConfirmands } from "./confirmands.server";

const PROGRESS_EVERY = 10;

/**
 * The job's work for one batch of the church: the confirmands of its class and year as they are
 * now, one PDF, stored as the church's file; progress in done/total. A batch already DONE (a second
 * run of the job) changes nothing; a run cut short (a killed worker) starts the PDF again, and
 * nothing is half-written: the file and the DONE mark are saved in one transaction.
 */
export async function makeCertificates(churchId: string, batchId: string) {
  const batch = await db.certificateBatch.findFirst({ where: { id: batchId, churchId } });
  if (!batch) return "missing";
  if (batch.status === "DONE") return "already-done";
  const confirmands = (await listConfirmands(churchId, batch.classId, batch.yearId)).map((s) => ({ name: fullName(s), confirmationDate: s.confirmationDate }));
  await db.certificateBatch.updateMany({ where: { id: batch.id, churchId }, data: { status: "RUNNING", total: confirmands.length, done: 0, error: null } });
  const bytes = await confirmationCertificatesPdf(confirmands, batch, async (done) => {
    if (done % PROGRESS_EVERY === 0 && done < confirmands.length) await db.certificateBatch.updateMany({ where: { id: batch.id, churchId }, data: { done } });
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), "parish-certificates-"));
  try {
    const tmpPath = path.join(dir, "certificates.pdf");
    await writeFile(tmpPath, bytes);
    const schoolClass = await db.schoolClass.findFirst({ where: { id: batch.classId, churchId }, select: { className: true } });
    const filename = `Confirmation certificates - ${schoolClass?.className ?? "class"}.pdf`.replace(/[^\p{L}\p{N} .,()-]/gu, "");
    await removeStoredIfFails(() =>
      db.$transaction(async (tx) => {
        const file = await storeFile({ churchId, owner: { kind: "confirmation-certificates", ownerType: "certificate-batch", ownerId: batch.id }, file: { tmpPath, filename, size: bytes.length, kind: "pdf", contentType: "application/pdf" }, createdById: batch.createdById }, tx);
        await tx.certificateBatch.updateMany({ where: { id: batch.id, churchId }, data: { status: "DONE", done: confirmands.length, fileId: file.id, finishedAt: new Date() } });
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return "done";
}

/** A batch whose job ran out of retries: FAILED with the last error, unless it got done meanwhile. */
export async function markCertificatesFailed(churchId: string, batchId: string, error: string | null) {
  await db.certificateBatch.updateMany({ where: { id: batchId, churchId, status: { not: "DONE" } }, data: { status: "FAILED", error: (error ?? "gave up after all retries").slice(0, 1000) } });
}
