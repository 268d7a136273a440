import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { registrationInScope, studentInScope, type ScopeKey } from "~/modules/education/scope.server";

/**
 * Removes one absence of a student (one recorded by mistake), when its registration is in scope.
 * An absence that no longer exists was removed already (a second click): `removed` is null. One that
 * exists outside the scope (another church, another teacher's class, another student), or a student
 * outside it, is a 404.
 */
export async function removeAbsence(scope: ScopeKey, studentId: string, absenceId: string) {
  if (!isRecordId(studentId) || !isRecordId(absenceId)) throw notFound();
  const absence = await db.absence.findFirst({
    where: { id: absenceId, studentId, churchId: scope.churchId, registration: registrationInScope(scope) },
    select: { id: true, date: true, student: { select: { firstname: true, middlename: true, lastname: true } } },
  });
  if (!absence) {
    const [elsewhere, student] = await Promise.all([db.absence.count({ where: { id: absenceId } }), db.student.count({ where: { id: studentId, ...studentInScope(scope) } })]);
    if (elsewhere || !student) throw notFound();
    return { removed: null };
  }
  await db.absence.deleteMany({ where: { id: absence.id, churchId: scope.churchId } });
  return { removed: { date: absence.date, studentName: fullName(absence.student) } };
}
