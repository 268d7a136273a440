import { getYear } from "~/modules/education/years/get-year.server";
import { db } from "~/utils/db.server";
import { isUniqueViolation, notFound } from "~/utils/errors.server";
import { newPublicId } from "./registration-link.server";
import type { RegistrationSettingsInput } from "./registration-settings-schema";

/**
 * Saves a year's online registration settings; the first save makes the public link (a new
 * random publicId). Per-class tuition: a row per class given an amount, none for an empty one (the
 * year's tuition applies); every class id must be the church's (another's is a 404, nothing saved).
 */
export async function saveRegistrationSettings(churchId: string, yearId: string, values: RegistrationSettingsInput) {
  const year = await getYear(churchId, yearId);
  const priced = values.classTuition.filter((c): c is { schoolClassId: string; amount: number } => c.amount !== null);
  const classIds = [...new Set(values.classTuition.map((c) => c.schoolClassId))];
  if (classIds.length) {
    const found = await db.schoolClass.count({ where: { churchId, id: { in: classIds } } });
    if (found !== classIds.length) throw notFound();
  }
  const data = {
    enabled: values.enabled,
    opensOn: values.opensOn,
    closesOn: values.closesOn,
    tuitionCents: values.tuition,
    siblingDiscountCents: values.siblingDiscount,
    familyMaxCents: values.familyMax,
    askBirthCertificate: values.askBirthCertificate,
    askBaptismalCertificate: values.askBaptismalCertificate,
    askPhotographyPermission: values.askPhotographyPermission,
    askSafetyClassPermission: values.askSafetyClassPermission,
    welcomeMessage: values.welcomeMessage ?? null,
  };
  const save = () =>
    db.$transaction(async (tx) => {
      await tx.registrationSettings.upsert({
        where: { schoolYearId: year.id },
        create: { churchId, schoolYearId: year.id, publicId: newPublicId(), ...data },
        update: data,
      });
      // The year's classes that were posted are set to what was posted (a class added meanwhile keeps its row).
      await tx.registrationClassTuition.deleteMany({ where: { churchId, schoolYearId: year.id, schoolClassId: { in: classIds } } });
      const byClass = new Map(priced.map((c) => [c.schoolClassId, c.amount]));
      if (byClass.size) {
        await tx.registrationClassTuition.createMany({
          data: [...byClass].map(([schoolClassId, tuitionCents]) => ({ churchId, schoolYearId: year.id, schoolClassId, tuitionCents })),
        });
      }
    });
  try {
    await save();
  } catch (error) {
    // Two first saves at once: the loser finds the row made and updates it.
    if (!isUniqueViolation(error)) throw error;
    await save();
  }
  return year;
}
