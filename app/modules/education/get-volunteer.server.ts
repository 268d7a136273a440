import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A volunteer of the church with the classes they help in. */
export async function getVolunteer(churchId: string, volunteerId: string) {
  if (!isRecordId(volunteerId)) throw notFound();
  const volunteer = await db.volunteer.findFirst({
    where: { id: volunteerId, churchId },
    select: {
      id: true,
      firstname: true,
      middlename: true,
      lastname: true,
      email: true,
      cellPhone: true,
      notes: true,
      classes: { select: { id: true, className: true }, orderBy: { className: "asc" } },
    },
  });
  if (!volunteer) throw notFound();
  return volunteer;
}
