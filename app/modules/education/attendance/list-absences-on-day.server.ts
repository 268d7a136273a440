import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { registrationInScope, type ScopeKey } from "~/modules/education/scope.server";
import { dayValue } from "./attendance-schema";
import { getClassInScope } from "./list-attendance-roster.server";

/** Step 4 of the wizard: the students of a class recorded absent on a day, as stored, sorted by last name. */
export async function listAbsencesOnDay(scope: ScopeKey, classId: string, day: string) {
  const schoolClass = await getClassInScope(scope, classId);
  const absences = await db.absence.findMany({
    where: { churchId: scope.churchId, date: dayValue(day), registration: { ...registrationInScope(scope), schoolClassId: schoolClass.id } },
    select: { id: true, studentId: true, student: { select: { firstname: true, middlename: true, lastname: true } } },
    orderBy: [{ student: { lastname: "asc" } }, { student: { firstname: "asc" } }, { id: "asc" }],
  });
  return { schoolClass, absent: absences.map((a) => ({ id: a.id, studentId: a.studentId, name: fullName(a.student) })) };
}
