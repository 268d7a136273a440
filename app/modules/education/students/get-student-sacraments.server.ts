import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { studentInScope } from "~/modules/education/scope.server";

/** A student's sacramental record and documents, for the sacraments form; a student out of scope (another church's, another teacher's) is not found. */
export async function getStudentSacraments(input: { churchId: string; teacherId?: string | null; studentId: string }) {
  if (!isRecordId(input.studentId)) throw notFound();
  const student = await db.student.findFirst({
    where: { id: input.studentId, ...studentInScope({ churchId: input.churchId, teacherId: input.teacherId ?? null }) },
    select: {
      id: true,
      firstname: true,
      middlename: true,
      lastname: true,
      dateOfBirth: true,
      type: true,
      sacramentalStatus: true,
      sacramentalTrack: true,
      easterVigilTarget: true,
      baptized: true,
      baptizedDate: true,
      churchOfBaptism: true,
      churchOfBaptismLocation: true,
      firstCommunion: true,
      firstCommunionDate: true,
      churchOfFirstCommunion: true,
      churchOfFirstCommunionLocation: true,
      confirmation: true,
      confirmationDate: true,
      confirmationChurch: true,
      confirmationSaint: true,
      professionOfFaith: true,
      professionOfFaithDate: true,
      marriageHistory: true,
      documents: {
        where: { churchId: input.churchId },
        orderBy: { createdAt: "asc" },
        select: { id: true, kind: true, fileId: true, file: { select: { filename: true, size: true } } },
      },
    },
  });
  if (!student) throw notFound();
  const { documents, ...rest } = student;
  return {
    ...rest,
    name: fullName(student),
    documents: documents.map((d) => ({ id: d.id, kind: d.kind, fileId: d.fileId, filename: d.file.filename, size: d.file.size })),
  };
}

export type StudentSacraments = Awaited<ReturnType<typeof getStudentSacraments>>;
