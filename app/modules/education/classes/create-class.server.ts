import { db } from "~/utils/db.server";
import { AppError, isUniqueViolation, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { CLASS_NAME_TAKEN, type ClassInput } from "./class-schema";
import { classSlug } from "~/modules/education/names";

export const classNameTakenError = () => new AppError("CONFLICT", CLASS_NAME_TAKEN, { className: [CLASS_NAME_TAKEN] });

/** The teacher, assistant and volunteer must be the church's own: any other id answers 404. */
export async function checkClassPeople(churchId: string, values: Pick<ClassInput, "teacherId" | "assistantId" | "volunteerId">) {
  const teacherIds = [...new Set([values.teacherId, values.assistantId].filter((id): id is string => Boolean(id)))];
  if ([...teacherIds, values.volunteerId ?? ""].some((id) => id !== "" && !isRecordId(id))) throw notFound();
  const [teachers, volunteers] = await Promise.all([
    teacherIds.length ? db.teacher.count({ where: { churchId, id: { in: teacherIds } } }) : 0,
    values.volunteerId ? db.volunteer.count({ where: { churchId, id: values.volunteerId } }) : 0,
  ]);
  if (teachers !== teacherIds.length || volunteers !== (values.volunteerId ? 1 : 0)) throw notFound();
}

/** The class columns of the form's values. */
export const classData = (values: ClassInput) => ({
  className: values.className,
  slug: classSlug(values.className),
  teacherId: values.teacherId || null,
  assistantId: values.assistantId || null,
  volunteerId: values.volunteerId || null,
  meets: values.meets || null,
  location: values.location || null,
  tags: values.tags,
  minAge: values.minAge ?? null,
  maxAge: values.maxAge ?? null,
});

/** Adds a class; its name must give a slug no other class of the church has. */
export async function createClass(churchId: string, values: ClassInput) {
  await checkClassPeople(churchId, values);
  const data = classData(values);
  if (await db.schoolClass.findFirst({ where: { churchId, slug: data.slug }, select: { id: true } })) throw classNameTakenError();
  try {
    return await db.schoolClass.create({ data: { churchId, ...data }, select: { id: true, className: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw classNameTakenError();
    throw error;
  }
}
