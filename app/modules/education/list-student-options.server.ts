import { db } from "~/utils/db.server";
import { fullName } from "./names";

/** Students for the people pickers (a sponsor's candidate, a parent's child), by last name. */
export async function listStudentOptions(churchId: string) {
  const students = await db.student.findMany({
    where: { churchId },
    select: { id: true, firstname: true, middlename: true, lastname: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  return students.map((s) => ({ id: s.id, name: fullName(s) }));
}
