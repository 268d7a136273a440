import { db } from "~/utils/db.server";
import { isUniqueViolation, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import type { ClassInput } from "./class-schema";
import { checkClassPeople, classData, classNameTakenError } from "./create-class.server";

/** Saves one of the church's classes; another church's class, or person, answers 404 and changes nothing. */
export async function updateClass(churchId: string, classId: string, values: ClassInput) {
  if (!isRecordId(classId)) throw notFound();
  const existing = await db.schoolClass.findFirst({ where: { churchId, id: classId }, select: { id: true } });
  if (!existing) throw notFound();
  await checkClassPeople(churchId, values);
  const data = classData(values);
  if (await db.schoolClass.findFirst({ where: { churchId, slug: data.slug, NOT: { id: classId } }, select: { id: true } })) throw classNameTakenError();
  try {
    const { count } = await db.schoolClass.updateMany({ where: { churchId, id: classId }, data });
    if (count === 0) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw classNameTakenError();
    throw error;
  }
  return { id: classId, className: data.className };
}
