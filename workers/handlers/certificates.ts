import { certificatesJob } from "~/jobs/confirmation-certificates";
import { makeCertificates, markCertificatesFailed } from "~/modules/education/certificates/make-certificates.server";
import { jobError } from "./send-email";

export async function handleCertificates(data: unknown) {
  const { churchId, batchId } = certificatesJob.payload.parse(data);
  return makeCertificates(churchId, batchId);
}

export async function handleDeadCertificates(data: unknown, output?: unknown) {
  const { churchId, batchId } = certificatesJob.payload.parse(data);
  await markCertificatesFailed(churchId, batchId, jobError(output));
}
