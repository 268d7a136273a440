import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

const person = { select: { id: true, firstname: true, middlename: true, lastname: true } } as const;

/** One of the church's classes with its teacher, assistant and volunteer; any other id answers 404. */
export async function getClass(churchId: string, classId: string) {
  const schoolClass = isRecordId(classId)
    ? await db.schoolClass.findFirst({
        where: { churchId, id: classId },
        select: { id: true, className: true, slug: true, meets: true, location: true, tags: true, minAge: true, maxAge: true, teacher: person, assistant: person, volunteer: person },
      })
    : null;
  if (!schoolClass) throw notFound();
  return schoolClass;
}
