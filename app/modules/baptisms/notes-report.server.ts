import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { parishToday } from "~/modules/parish/today.server";

/** The notes report (spec): each upcoming date, soonest first, with its baptisms that have notes. */
export async function getNotesReport(churchId: string) {
  const dates = await db.baptismDate.findMany({
    where: { churchId, date: { gte: parishToday() } },
    select: {
      id: true,
      date: true,
      baptisms: { where: { notes: { not: null } }, select: { id: true, firstname: true, middlename: true, lastname: true, notes: true }, orderBy: [{ lastname: "asc" }, { firstname: "asc" }, { id: "asc" }] },
    },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return dates.map((d) => ({ id: d.id, date: d.date, baptisms: d.baptisms.map((b) => ({ id: b.id, name: fullName(b), notes: b.notes ?? "" })) }));
}
