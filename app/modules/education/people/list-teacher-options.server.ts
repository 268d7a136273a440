import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";

/** The church's teachers for a person picker, by last name then first name. */
export async function listTeacherOptions(churchId: string) {
  const teachers = await db.teacher.findMany({
    where: { churchId },
    select: { id: true, firstname: true, middlename: true, lastname: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  return teachers.map((t) => ({ id: t.id, name: fullName(t) }));
}
