import { db } from "~/utils/db.server";
import { AppError, notFound } from "~/utils/errors.server";
import { fullName } from "~/modules/education/names";
import type { RegistrationValues } from "./registration-schema";

/** Every id a registration form sends must be the church's: another church's id is a 404 and changes nothing. */
export async function requireRegistrationLinks(churchId: string, ids: { studentId?: string; schoolClassId: string; schoolYearId: string }) {
  const [student, schoolClass, schoolYear] = await Promise.all([
    ids.studentId !== undefined ? db.student.findFirst({ where: { id: ids.studentId, churchId }, select: { id: true } }) : { id: null },
    db.schoolClass.findFirst({ where: { id: ids.schoolClassId, churchId }, select: { id: true } }),
    db.schoolYear.findFirst({ where: { id: ids.schoolYearId, churchId }, select: { id: true } }),
  ]);
  if (!student || !schoolClass || !schoolYear) throw notFound();
}

/** One registration per student per school year: a second one is refused with a message naming the first. */
export async function refuseSecondRegistration(churchId: string, studentId: string, schoolYearId: string, exceptId?: string) {
  const existing = await db.registration.findFirst({
    where: { churchId, studentId, schoolYearId, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { student: { select: { firstname: true, middlename: true, lastname: true } }, schoolClass: { select: { className: true } }, schoolYear: { select: { yearName: true } } },
  });
  if (!existing) return;
  const message = `${fullName(existing.student)} is already registered for ${existing.schoolYear.yearName}, in ${existing.schoolClass.className}. A student has one registration per school year.`;
  throw new AppError("CONFLICT", message, { schoolYearId: [message] });
}

/** What a create or update writes from the form's values (the student is set only on create). */
export const registrationData = (values: RegistrationValues) => ({
  schoolClassId: values.schoolClassId,
  schoolYearId: values.schoolYearId,
  tuitionCents: values.tuition,
  paid: values.paid,
  photographyPermission: values.photographyPermission,
  safetyClassPermission: values.safetyClassPermission,
  notes: values.notes || null,
});


