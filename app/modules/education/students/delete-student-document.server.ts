import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { DOCUMENT_LABEL, MESSAGES } from "~/modules/education/options";
import { studentInScope } from "~/modules/education/scope.server";

/** Deletes one document of a student in scope (its row goes with the stored file); another church's or teacher's ids are not found. */
export async function deleteStudentDocument(input: { churchId: string; teacherId?: string | null; studentId: string; documentId: string }) {
  const { churchId, studentId, documentId } = input;
  if (!isRecordId(studentId) || !isRecordId(documentId)) throw notFound();
  const document = await db.studentDocument.findFirst({
    where: { id: documentId, studentId, churchId, student: studentInScope({ churchId, teacherId: input.teacherId ?? null }) },
    select: { kind: true, fileId: true, student: { select: { firstname: true, middlename: true, lastname: true } } },
  });
  if (!document) throw notFound();
  let deleted = false;
  try {
    deleted = await deleteFile(churchId, document.fileId);
  } catch (error) {
    console.error("student document not deleted", error);
  }
  return { deleted, label: DOCUMENT_LABEL[document.kind], studentName: fullName(document.student) };
}

/** The spec's toast after a document card's Delete. */
export const documentDeletedToast = ({ deleted, label, studentName }: Awaited<ReturnType<typeof deleteStudentDocument>>) =>
  deleted ? { type: "success" as const, message: MESSAGES.documentDeleted(label, studentName) } : { type: "error" as const, message: MESSAGES.deleteFailed(label) };
