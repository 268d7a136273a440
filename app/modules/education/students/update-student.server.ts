import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { studentInScope } from "~/modules/education/scope.server";
import type { UploadedFile } from "~/utils/upload.server";
import { professionApplies, professionRecord } from "./sacraments-schema";
import type { StudentInput } from "./student-schema";
import { checkStudentParents, storeBirthCertificate, studentData } from "./student-record.server";

/**
 * Saves Edit Student of a student in scope (the church's, or of the teacher's classes); a new
 * birth certificate replaces the old one (removed only once the new one is linked).
 */
export async function updateStudent(input: { churchId: string; teacherId?: string | null; userId: string; studentId: string; values: StudentInput; birthCertificate?: UploadedFile }) {
  const { churchId, studentId } = input;
  const scope = { churchId, teacherId: input.teacherId ?? null };
  if (!isRecordId(studentId)) throw notFound();
  const current = await db.student.findFirst({
    where: { id: studentId, ...studentInScope(scope) },
    select: { id: true, baptized: true, documents: { where: { kind: "BIRTH_CERTIFICATE" }, select: { fileId: true } } },
  });
  if (!current) throw notFound();
  await checkStudentParents(scope, input.values);
  const data = { ...studentData(input.values), ...(professionApplies(current.baptized) ? professionRecord(input.values) : {}) };
  const file = await removeStoredIfFails(async () => {
    const stored = input.birthCertificate ? await storeBirthCertificate(churchId, studentId, input.birthCertificate, input.userId) : null;
    await db.$transaction([
      db.student.updateMany({ where: { id: studentId, churchId }, data }),
      ...(stored ? [db.studentDocument.create({ data: { churchId, studentId, kind: "BIRTH_CERTIFICATE", fileId: stored.id } })] : []),
    ]);
    return stored;
  });
  if (file) for (const old of current.documents) await deleteFile(churchId, old.fileId);
}
