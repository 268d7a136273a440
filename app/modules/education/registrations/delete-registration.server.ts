import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** Deletes a registration; its absences go with it (the foreign key cascades). */
export async function deleteRegistration(churchId: string, registrationId: string) {
  if (!isRecordId(registrationId)) throw notFound();
  const { count } = await db.registration.deleteMany({ where: { id: registrationId, churchId } });
  if (count === 0) throw notFound();
}
