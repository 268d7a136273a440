import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { PERSON_FIELDS } from "./people-list.server";

/** A volunteer of the church with the classes they help in. */
export async function getVolunteer(churchId: string, volunteerId: string) {
  if (!isRecordId(volunteerId)) throw notFound();
  const volunteer = await db.volunteer.findFirst({
    where: { id: volunteerId, churchId },
    select: { ...PERSON_FIELDS, notes: true, classes: { select: { id: true, className: true }, orderBy: { className: "asc" } } },
  });
  if (!volunteer) throw notFound();
  return volunteer;
}
