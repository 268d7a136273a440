import { studentImportJob } from "~/jobs/student-import";
import { applyStudentImport } from "~/modules/education/imports/apply-import.server";
import { markStudentImportStalled } from "~/modules/education/imports/import-steps.server";
import { rollbackStudentImport } from "~/modules/education/imports/rollback-import.server";
import { verifyStudentImport } from "~/modules/education/imports/verify-import.server";
import { jobError } from "./send-email";

/** One step of an import; each step does nothing unless the import is in that step's status. */
export async function handleStudentImport(data: unknown, options: { stopping?: () => boolean; batchRows?: number } = {}) {
  const { churchId, importId, step } = studentImportJob.payload.parse(data);
  if (step === "verify") return verifyStudentImport(churchId, importId);
  if (step === "import") return applyStudentImport(churchId, importId, options);
  return rollbackStudentImport(churchId, importId);
}

export async function handleDeadStudentImport(data: unknown, output?: unknown) {
  const { churchId, importId } = studentImportJob.payload.parse(data);
  await markStudentImportStalled(churchId, importId, jobError(output));
}
