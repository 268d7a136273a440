// What the web process does with an import: store the upload and start a step (a job). The work
// itself is the worker's; the status moves first, in the same conditional update that checks it
// is allowed, so a double click starts one step.
import { readFile } from "node:fs/promises";
import { enqueue } from "~/jobs/enqueue.server";
import { studentImportJob } from "~/jobs/student-import";
import { storeFile } from "~/modules/files/store-file.server";
import type { StudentImportStatus } from "~/generated/prisma/enums";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import { MB, type FileRule, type UploadedFile } from "~/utils/upload.server";
import { declaredProblem, zipEntries } from "~/utils/zip.server";
import { IMPORT_FIELD_KEYS, IMPORT_LIMITS, IMPORT_MESSAGES } from "./columns";

/** The upload: .xlsx, or text (.csv), by content; an .xls is received only to be answered with its own message. */
export const STUDENT_IMPORT_RULE: FileRule = {
  maxBytes: IMPORT_LIMITS.maxFileMb * MB,
  kinds: ["xlsx", "csv", "xls"],
  messages: { type: IMPORT_MESSAGES.notSpreadsheet, size: IMPORT_MESSAGES.tooLarge, invalid: IMPORT_MESSAGES.notSpreadsheet },
};

const refuseFile = (message: string) => new AppError("INVALID", message, { file: [message] });

/** What can be told from the upload at once: an .xls, or a zip whose directory is not a workbook's or declares a bomb. */
async function checkUpload(file: UploadedFile) {
  if (file.kind === "xls") throw refuseFile(IMPORT_MESSAGES.xls);
  if (file.kind !== "xlsx") return;
  const zip = await readFile(file.tmpPath);
  const problem = declaredProblem(zip, { maxEntries: IMPORT_LIMITS.maxZipEntries, maxBytes: IMPORT_LIMITS.maxInflatedBytes });
  if (problem === "invalid") throw refuseFile(IMPORT_MESSAGES.notSpreadsheet);
  if (problem) throw refuseFile(IMPORT_MESSAGES.zipBomb);
  // A zip that is no workbook (a .docx, an archive renamed .xlsx).
  if (!zipEntries(zip)!.some((e) => e.name === "xl/workbook.xml")) throw refuseFile(IMPORT_MESSAGES.notSpreadsheet);
}

type Step = "verify" | "import" | "rollback";
const STEP_OF: Partial<Record<StudentImportStatus, Step>> = { VERIFYING: "verify", IMPORTING: "import", ROLLING_BACK: "rollback" };

async function startStep(churchId: string, importId: string, step: Step) {
  // A failed enqueue leaves the status showing work under way, with the Try again button.
  await enqueue(studentImportJob, { churchId, importId, step }, { singletonKey: `${importId}:${step}` }).catch((error) => console.error("student import: enqueue failed", error));
}

/** Stores the checked upload and starts its verify. */
export async function uploadStudentImport(input: { churchId: string; userId: string; file: UploadedFile }) {
  const { churchId } = input;
  await checkUpload(input.file);
  const batch = await removeStoredIfFails(async () => {
    const file = await storeFile({ churchId, owner: { kind: "student-import", ownerType: "StudentImport" }, file: input.file, createdById: input.userId });
    const created = await db.studentImport.create({ data: { churchId, fileId: file.id, filename: input.file.filename, createdById: input.userId }, select: { id: true } });
    await db.storedFile.updateMany({ where: { id: file.id, churchId }, data: { ownerId: created.id } });
    return created;
  });
  await startStep(churchId, batch.id, "verify");
  return batch;
}

async function move(churchId: string, importId: string, from: StudentImportStatus[], data: Parameters<typeof db.studentImport.updateMany>[0]["data"]) {
  const moved = await db.studentImport.updateMany({ where: { id: importId, churchId, status: { in: from } }, data });
  if (moved.count === 1) return;
  if (!(await db.studentImport.findFirst({ where: { id: importId, churchId }, select: { id: true } }))) throw notFound();
  throw new AppError("CONFLICT", IMPORT_MESSAGES.notReady);
}

/** Verify again with the columns mapped as chosen. */
export async function remapStudentImport(churchId: string, importId: string, mapping: string[]) {
  const chosen = mapping.filter(Boolean);
  if (chosen.some((f) => !IMPORT_FIELD_KEYS.includes(f))) throw new AppError("INVALID", IMPORT_MESSAGES.notReady);
  if (new Set(chosen).size !== chosen.length) throw new AppError("INVALID", IMPORT_MESSAGES.duplicateField);
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId }, select: { headers: true } });
  if (!batch) throw notFound();
  if (batch.headers.length !== mapping.length) throw new AppError("INVALID", IMPORT_MESSAGES.notReady);
  await move(churchId, importId, ["VERIFIED"], { status: "VERIFYING", mapping, message: null });
  await startStep(churchId, importId, "verify");
}

/** Import the verified plan (rows with errors are left out). */
export async function startStudentImport(churchId: string, importId: string, userId: string) {
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId }, select: { newCount: true, updatedCount: true, message: true } });
  if (!batch) throw notFound();
  if (batch.newCount + batch.updatedCount === 0 || batch.message) throw new AppError("CONFLICT", IMPORT_MESSAGES.notReady);
  await move(churchId, importId, ["VERIFIED"], { status: "IMPORTING", rowsDone: 0, importedById: userId });
  await startStep(churchId, importId, "import");
}

export async function startStudentImportRollback(churchId: string, importId: string, userId: string) {
  await move(churchId, importId, ["IMPORTED"], { status: "ROLLING_BACK", rolledBackById: userId, message: null });
  await startStep(churchId, importId, "rollback");
}

/** Starts again the step under way (after a worker gave up on it, or an enqueue that failed). */
export async function retryStudentImport(churchId: string, importId: string) {
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId }, select: { status: true } });
  if (!batch) throw notFound();
  const step = STEP_OF[batch.status];
  if (!step) throw new AppError("CONFLICT", IMPORT_MESSAGES.notReady);
  await db.studentImport.updateMany({ where: { id: importId, churchId, status: batch.status }, data: { message: null } });
  await startStep(churchId, importId, step);
}

/** A step out of retries (the dead-letter queue): the import says so, and offers Try again. */
export async function markStudentImportStalled(churchId: string, importId: string, error: string | null) {
  await db.studentImport.updateMany({
    where: { id: importId, churchId, status: { in: ["VERIFYING", "IMPORTING", "ROLLING_BACK"] } },
    data: { message: `This step stopped after several attempts${error ? ` (${error.slice(0, 200)})` : ""}. Press Try again.` },
  });
}
