import { storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { studentInScope } from "~/modules/education/scope.server";
import { fileStorage, removeStoredIfFails } from "~/utils/storage.server";
import type { UploadedFile } from "~/utils/upload.server";
import { easterVigilApplies, isBaptized, MARRIAGE_DOCS_REFUSED, professionApplies, professionRecord, SACRAMENT_UPLOADS, uploadApplies, type SacramentsInput } from "./sacraments-schema";

const toDate = (value: string | undefined) => (value ? new Date(`${value}T00:00:00Z`) : null);
const yesNo = (value: "yes" | "no" | undefined) => (value === undefined ? null : value === "yes");

/** The columns to save: what does not apply (a date of a sacrament not received ...) is cleared. */
export function sacramentRecord(v: SacramentsInput) {
  const baptized = isBaptized(v.baptized);
  const communion = v.firstCommunion === "yes";
  const confirmed = v.confirmation === "yes";

  return {
    type: v.type,
    sacramentalStatus: v.sacramentalStatus,
    sacramentalTrack: v.sacramentalTrack,
    easterVigilTarget: easterVigilApplies(v.sacramentalTrack) ? (v.easterVigilTarget ?? null) : null,
    baptized: v.baptized ?? null,
    baptizedDate: baptized ? toDate(v.baptizedDate) : null,
    churchOfBaptism: baptized ? (v.churchOfBaptism ?? null) : null,
    churchOfBaptismLocation: baptized ? (v.churchOfBaptismLocation ?? null) : null,
    firstCommunion: yesNo(v.firstCommunion),
    firstCommunionDate: communion ? toDate(v.firstCommunionDate) : null,
    churchOfFirstCommunion: communion ? (v.churchOfFirstCommunion ?? null) : null,
    churchOfFirstCommunionLocation: communion ? (v.churchOfFirstCommunionLocation ?? null) : null,
    confirmation: yesNo(v.confirmation),
    confirmationDate: confirmed ? toDate(v.confirmationDate) : null,
    confirmationChurch: confirmed ? (v.confirmationChurch ?? null) : null,
    // Chosen while preparing and kept once confirmed: whatever the Confirmation answer.
    confirmationSaint: v.confirmationSaint || null,
    ...professionRecord(professionApplies(v.baptized) ? v : {}),
  };
}

/**
 * Saves a student's sacramental record and the new documents that apply. The files are stored
 * first; the fields and document rows change in one transaction; a new certificate replaces the
 * old one of its kind (whose bytes are removed once the new one is in), marriage documents add up.
 */
export async function updateSacraments(input: {
  churchId: string;
  /** The teacher portal: only a student of the teacher's classes (else not found). */
  teacherId?: string | null;
  studentId: string;
  userId: string;
  values: SacramentsInput;
  uploads: { files: Record<string, UploadedFile>; fileLists: Record<string, UploadedFile[]> };
}) {
  const { churchId, studentId } = input;
  if (!isRecordId(studentId)) throw notFound();
  const student = await db.student.findFirst({ where: { id: studentId, ...studentInScope({ churchId, teacherId: input.teacherId ?? null }) }, select: { marriageHistory: true } });
  if (!student) throw notFound();

  const { files, fileLists } = input.uploads;
  const wanted = SACRAMENT_UPLOADS.flatMap(({ kind, field }) => [...(fileLists[field] ?? []), ...(files[field] ? [files[field]] : [])].map((file) => ({ kind, file })));
  if (wanted.some((w) => w.kind === "MARRIAGE_DOCS") && !uploadApplies("MARRIAGE_DOCS", input.values, student.marriageHistory)) {
    throw new AppError("INVALID", MARRIAGE_DOCS_REFUSED, { marriageDocs: [MARRIAGE_DOCS_REFUSED] });
  }
  const chosen = wanted.filter((w) => uploadApplies(w.kind, input.values, student.marriageHistory));

  // The bytes go first; if the transaction fails they are taken out again.
  const replacedKeys = await removeStoredIfFails(async () => {
    const stored: { kind: (typeof chosen)[number]["kind"]; fileId: string }[] = [];
    for (const { kind, file } of chosen) {
      const row = await storeFile({ churchId, owner: { kind: "student-document", ownerType: "Student", ownerId: studentId }, file, createdById: input.userId });
      stored.push({ kind, fileId: row.id });
    }
    const replacedKinds = [...new Set(stored.map((s) => s.kind))].filter((kind) => kind !== "MARRIAGE_DOCS");
    return db.$transaction(async (tx) => {
      await tx.student.updateMany({ where: { id: studentId, churchId }, data: sacramentRecord(input.values) });
      const old = replacedKinds.length
        ? await tx.studentDocument.findMany({ where: { churchId, studentId, kind: { in: replacedKinds } }, select: { file: { select: { id: true, key: true } } } })
        : [];
      // Deleting the stored-file rows takes their document rows with them (cascade).
      await tx.storedFile.deleteMany({ where: { churchId, id: { in: old.map((o) => o.file.id) } } });
      await tx.studentDocument.createMany({ data: stored.map((s) => ({ churchId, studentId, kind: s.kind, fileId: s.fileId })) });
      return old.map((o) => o.file.key);
    });
  });
  for (const key of replacedKeys) await fileStorage().remove(key).catch((error) => console.error(`stored file ${key} not removed`, error));
}
