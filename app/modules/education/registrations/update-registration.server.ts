import { db } from "~/utils/db.server";
import { isUniqueViolation, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import type { RegistrationValues } from "./registration-schema";
import { refuseSecondRegistration, registrationData, requireRegistrationLinks } from "./registration-rules.server";

/** Saves a registration's class, year, tuition, payment, permissions and notes (the student stays). */
export async function updateRegistration({ churchId, registrationId, values }: { churchId: string; registrationId: string; values: RegistrationValues }) {
  if (!isRecordId(registrationId)) throw notFound();
  const current = await db.registration.findFirst({ where: { id: registrationId, churchId }, select: { studentId: true } });
  if (!current) throw notFound();
  await requireRegistrationLinks(churchId, { schoolClassId: values.schoolClassId, schoolYearId: values.schoolYearId });
  await refuseSecondRegistration(churchId, current.studentId, values.schoolYearId, registrationId);
  const data = registrationData(values);
  try {
    const { count } = await db.registration.updateMany({ where: { id: registrationId, churchId }, data });
    if (count === 0) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) await refuseSecondRegistration(churchId, current.studentId, values.schoolYearId, registrationId);
    throw error;
  }
}
