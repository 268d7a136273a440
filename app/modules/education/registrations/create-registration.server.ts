import { db } from "~/utils/db.server";
import type { NewRegistrationValues } from "./registration-schema";
import { refuseSecondRegistration, registrationData, requireRegistrationLinks } from "./registration-rules.server";
import { isUniqueViolation } from "~/utils/errors.server";

/** Registers a student in a class for a school year; returns the new registration's id. */
export async function createRegistration({ churchId, values }: { churchId: string; values: NewRegistrationValues }) {
  await requireRegistrationLinks(churchId, { studentId: values.studentId, schoolClassId: values.schoolClassId, schoolYearId: values.schoolYearId });
  await refuseSecondRegistration(churchId, values.studentId, values.schoolYearId);
  const data = { churchId, studentId: values.studentId, ...registrationData(values) };
  try {
    return (await db.registration.create({ data, select: { id: true } })).id;
  } catch (error) {
    // Two saves at once: the unique index keeps one; the other gets the same message.
    if (isUniqueViolation(error)) await refuseSecondRegistration(churchId, values.studentId, values.schoolYearId);
    throw error;
  }
}
