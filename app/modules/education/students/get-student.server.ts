import { registrationInScope, studentInScope, type ScopeKey } from "~/modules/education/scope.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

const parent = { select: { id: true, role: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true } } as const;

/**
 * Everything known of one student in scope: parents, registrations, sponsors, documents. In the
 * teacher portal only a student of the teacher's classes, with the registrations in those classes.
 */
export async function getStudent(scope: ScopeKey, studentId: string) {
  if (!isRecordId(studentId)) throw notFound();
  const student = await db.student.findFirst({
    where: { id: studentId, ...studentInScope(scope) },
    include: {
      mother: parent,
      father: parent,
      legalGuardian: parent,
      registrations: {
        where: registrationInScope(scope),
        select: {
          id: true,
          notes: true,
          tuitionCents: true,
          paid: true,
          photographyPermission: true,
          safetyClassPermission: true,
          schoolYear: { select: { id: true, yearName: true, isCurrent: true } },
          schoolClass: { select: { id: true, className: true, slug: true } },
          absenceCount: true,
        },
        orderBy: { schoolYear: { yearName: "desc" } },
      },
      sponsors: { select: { id: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true, parish: true }, orderBy: [{ lastname: "asc" }, { firstname: "asc" }] },
      documents: {
        select: { id: true, kind: true, fileId: true, file: { select: { filename: true, size: true } }, uploadedByParent: { select: { firstname: true, lastname: true } } },
        orderBy: { createdAt: "asc" },
      },
    },
  });
  if (!student) throw notFound();
  return student;
}

/** 404 unless the student is in scope: the church's, or of the teacher's classes (checked before a form is read). */
export async function assertStudent(scope: ScopeKey, studentId: string) {
  if (!isRecordId(studentId) || !(await db.student.count({ where: { id: studentId, ...studentInScope(scope) } }))) throw notFound();
}

export type StudentRecord = Awaited<ReturnType<typeof getStudent>>;
