import { db } from "~/utils/db.server";
import type { StaffKind, StaffClass } from "./staff";

/**
 * The table of a kind. Teacher and Volunteer share every column used here (Teacher only adds
 * userId and its two class relations), so one delegate type serves both.
 */
export const staffTable = (kind: StaffKind) => (kind === "teacher" ? db.teacher : db.volunteer) as unknown as typeof db.volunteer;

/** The classes of each person (by id), by class name: one query for a page of people. */
export async function staffClasses(kind: StaffKind, churchId: string, ids: string[]) {
  const byPerson = new Map<string, StaffClass[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byPerson;
  const classes = await db.schoolClass.findMany({
    where: { churchId, ...(kind === "teacher" ? { OR: [{ teacherId: { in: ids } }, { assistantId: { in: ids } }] } : { volunteerId: { in: ids } }) },
    select: { id: true, className: true, teacherId: true, assistantId: true, volunteerId: true },
    orderBy: [{ className: "asc" }, { id: "asc" }],
  });
  const add = (personId: string | null, c: (typeof classes)[number], as: StaffClass["as"]) => {
    if (personId) byPerson.get(personId)?.push({ id: c.id, className: c.className, as });
  };
  for (const c of classes) {
    if (kind === "teacher") {
      add(c.teacherId, c, "Teacher");
      add(c.assistantId, c, "Assistant");
    } else add(c.volunteerId, c, "Volunteer");
  }
  return byPerson;
}
