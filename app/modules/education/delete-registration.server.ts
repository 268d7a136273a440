import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";

/** Deletes a registration; its absences go with it (the foreign key cascades). */
export async function deleteRegistration(churchId: string, registrationId: string) {
  const { count } = await db.registration.deleteMany({ where: { id: registrationId, churchId } });
  if (count === 0) throw notFound();
}
