import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { parishToday } from "~/modules/parish/today.server";
import { dateAndTime } from "~/modules/parish/wall-clock";

/** The dashboard's figure and list: how many baptisms are still to come, and the first `take` of them. */
export async function upcomingBaptismsSummary(churchId: string, take: number) {
  const where = { churchId, baptismDate: { date: { gte: parishToday() } } };
  const [count, rows] = await Promise.all([
    db.baptism.count({ where }),
    db.baptism.findMany({
      where,
      select: { id: true, firstname: true, middlename: true, lastname: true, baptismDate: { select: { date: true, officiant: { select: { firstname: true, middlename: true, lastname: true } } } } },
      orderBy: [{ baptismDate: { date: "asc" } }, { lastname: "asc" }, { firstname: "asc" }, { id: "asc" }],
      take,
    }),
  ]);
  return { count, baptisms: rows.map((b) => ({ id: b.id, name: fullName(b), date: dateAndTime(b.baptismDate.date), officiant: fullName(b.baptismDate.officiant) })) };
}
