import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { registrationInScope, studentInScope, type ScopeKey } from "~/modules/education/scope.server";

/**
 * A student's absences, by registration (school year and class, newest year first; dates newest
 * first). A teacher sees only the registrations in their classes; a student outside the scope is a 404.
 */
export async function listStudentAbsences(scope: ScopeKey, studentId: string) {
  const student = isRecordId(studentId)
    ? await db.student.findFirst({
        where: { id: studentId, ...studentInScope(scope) },
        select: {
          id: true,
          firstname: true,
          middlename: true,
          lastname: true,
          registrations: {
            where: registrationInScope(scope),
            select: {
              id: true,
              schoolYear: { select: { yearName: true, isCurrent: true } },
              schoolClass: { select: { className: true } },
              absences: { select: { id: true, date: true }, orderBy: { date: "desc" } },
            },
            orderBy: { schoolYear: { yearName: "desc" } },
          },
        },
      })
    : null;
  if (!student) throw notFound();
  return student;
}

export type StudentAbsences = Awaited<ReturnType<typeof listStudentAbsences>>;
