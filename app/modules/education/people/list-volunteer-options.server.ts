import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";

/** The church's volunteers for a person picker, by last name then first name. */
export async function listVolunteerOptions(churchId: string) {
  const volunteers = await db.volunteer.findMany({
    where: { churchId },
    select: { id: true, firstname: true, middlename: true, lastname: true },
    orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
  });
  return volunteers.map((v) => ({ id: v.id, name: fullName(v) }));
}
