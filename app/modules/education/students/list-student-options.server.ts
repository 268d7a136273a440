import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";

/**
 * Students for the people pickers (a sponsor's candidate, a parent's child, a registration's
 * student), by last name: Current students first, then the others, each with its status.
 */
export async function listStudentOptions(churchId: string) {
  const students = await db.student.findMany({
    where: { churchId },
    select: { id: true, firstname: true, middlename: true, lastname: true, status: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  const options = students.map((s) => ({ id: s.id, name: fullName(s), status: s.status }));
  return [...options.filter((o) => o.status === "CURRENT"), ...options.filter((o) => o.status !== "CURRENT")];
}
