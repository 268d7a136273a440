import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

const parent = { select: { id: true, role: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true } } as const;

/** Everything known of one student of the church: parents, registrations, sponsors, documents. */
export async function getStudent(churchId: string, studentId: string) {
  if (!isRecordId(studentId)) throw notFound();
  const student = await db.student.findFirst({
    where: { id: studentId, churchId },
    include: {
      mother: parent,
      father: parent,
      legalGuardian: parent,
      registrations: {
        select: {
          id: true,
          notes: true,
          tuitionCents: true,
          paid: true,
          photographyPermission: true,
          safetyClassPermission: true,
          schoolYear: { select: { id: true, yearName: true, isCurrent: true } },
          schoolClass: { select: { id: true, className: true } },
          _count: { select: { absences: true } },
        },
        orderBy: { schoolYear: { yearName: "desc" } },
      },
      sponsors: { select: { id: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true, parish: true }, orderBy: [{ lastname: "asc" }, { firstname: "asc" }] },
      documents: { select: { id: true, kind: true, fileId: true, file: { select: { filename: true, size: true } } }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!student) throw notFound();
  return student;
}

/** 404 unless the student is the church's (checked before a form is read). */
export async function assertStudent(churchId: string, studentId: string) {
  if (!isRecordId(studentId) || !(await db.student.count({ where: { id: studentId, churchId } }))) throw notFound();
}

export type StudentRecord = Awaited<ReturnType<typeof getStudent>>;
