import { db } from "~/utils/db.server";
import { removeStoredIfFails } from "~/utils/storage.server";
import type { UploadedFile } from "~/utils/upload.server";
import type { StudentInput } from "./student-schema";
import { churchScope } from "~/modules/education/scope.server";
import { checkStudentParents, storeBirthCertificate, studentData, } from "./student-record.server";

/**
 * Adds a student. The chosen mother, father and legal guardian are the link: their children
 * lists are the students that point at them, so the new student appears there at once.
 */
export async function createStudent(input: { churchId: string; userId: string; values: StudentInput; birthCertificate?: UploadedFile }) {
  const { churchId } = input;
  await checkStudentParents(churchScope(churchId), input.values);
  const data = studentData(input.values);
  return removeStoredIfFails(async () => {
    const file = input.birthCertificate ? await storeBirthCertificate(churchId, null, input.birthCertificate, input.userId) : null;
    return db.$transaction(async (tx) => {
      const student = await tx.student.create({ data: { churchId, ...data }, select: { id: true, firstname: true, lastname: true } });
      if (file) {
        await tx.storedFile.updateMany({ where: { id: file.id, churchId }, data: { ownerId: student.id } });
        await tx.studentDocument.create({ data: { churchId, studentId: student.id, kind: "BIRTH_CERTIFICATE", fileId: file.id } });
      }
      return student;
    });
  });
}
