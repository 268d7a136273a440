import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { classInScope, registrationInScope, type ScopeKey } from "~/modules/education/scope.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { dayValue } from "./attendance-schema";


/** Who the wizard takes attendance of: the class's current-year registrations of Current students, in scope. */
export const rosterWhere = (scope: ScopeKey, classId: string): Prisma.RegistrationWhereInput => ({
  ...registrationInScope(scope),
  schoolClassId: classId,
  schoolYear: { churchId: scope.churchId, isCurrent: true },
  student: { status: "CURRENT" },
});

/** One of the scope's classes (404 for another church's or another teacher's). */
export async function getClassInScope(scope: ScopeKey, classId: string) {
  const schoolClass = isRecordId(classId) ? await db.schoolClass.findFirst({ where: { id: classId, ...classInScope(scope) }, select: { id: true, className: true } }) : null;
  if (!schoolClass) throw notFound();
  return schoolClass;
}

/** The classes the wizard offers, sorted by class name. */
export function listClassesInScope(scope: ScopeKey) {
  return db.schoolClass.findMany({ where: classInScope(scope), select: { id: true, className: true }, orderBy: { className: "asc" } });
}

/**
 * Step 2 of the wizard: the class's roster sorted by last name, each student with the class, the
 * absences of the year (the registration's count) and whether one is already recorded on `day`.
 */
export async function listAttendanceRoster(scope: ScopeKey, classId: string, day: string) {
  const schoolClass = await getClassInScope(scope, classId);
  const where = rosterWhere(scope, schoolClass.id);
  const [year, registrations, absentOnDay] = await Promise.all([
    getCurrentYear(scope.churchId),
    db.registration.findMany({
      where,
      select: { id: true, studentId: true, absenceCount: true, student: { select: { firstname: true, middlename: true, lastname: true } } },
      orderBy: [{ student: { lastname: "asc" } }, { student: { firstname: "asc" } }, { id: "asc" }],
    }),
    db.absence.findMany({ where: { churchId: scope.churchId, date: dayValue(day), registration: where }, select: { registrationId: true } }),
  ]);
  const absent = new Set(absentOnDay.map((a) => a.registrationId));
  const rows = registrations.map((r) => ({
    registrationId: r.id,
    studentId: r.studentId,
    name: fullName(r.student),
    className: schoolClass.className,
    absences: r.absenceCount,
    absentOnDay: absent.has(r.id),
  }));
  return { schoolClass, year, rows };
}

export type RosterRow = Awaited<ReturnType<typeof listAttendanceRoster>>["rows"][number];
