import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import { FUNERAL_ROW, funeralRow } from "./list-funerals.server";
import { SERVICE_TYPE_LABEL } from "./options";

/** The dashboard's Funerals tile and Upcoming Funerals (spec: count with date=upcoming): how many are to come, and the first `take`. */
export async function upcomingFuneralsSummary(churchId: string, take: number) {
  const where = { churchId, dateOfFuneral: { gte: parishToday() } };
  const [count, rows] = await Promise.all([
    db.funeral.count({ where }),
    db.funeral.findMany({ where, select: FUNERAL_ROW, orderBy: [{ dateOfFuneral: "asc" }, { funeralTime: { sort: "asc", nulls: "last" } }, { lastname: "asc" }, { id: "asc" }], take }),
  ]);
  return { count, funerals: rows.map((f) => ({ ...funeralRow(f), serviceType: SERVICE_TYPE_LABEL[f.serviceType] })) };
}
