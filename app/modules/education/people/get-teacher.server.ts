import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { PERSON_FIELDS } from "./people-list.server";

const classes = { select: { id: true, className: true }, orderBy: { className: "asc" as const } };

/** A teacher of the church with the classes they teach and assist. */
export async function getTeacher(churchId: string, teacherId: string) {
  if (!isRecordId(teacherId)) throw notFound();
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, churchId },
    select: { ...PERSON_FIELDS, notes: true, classes, assistedClasses: classes },
  });
  if (!teacher) throw notFound();
  return teacher;
}
