import { fullName } from "~/modules/education/names";
import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";

/** The notes report: each upcoming funeral with notes, soonest first, with its date, time and notes. */
export async function getFuneralNotesReport(churchId: string) {
  const rows = await db.funeral.findMany({
    where: { churchId, dateOfFuneral: { gte: parishToday() }, notes: { not: null } },
    select: { id: true, firstname: true, middlename: true, lastname: true, dateOfFuneral: true, funeralTime: true, notes: true },
    orderBy: [{ dateOfFuneral: "asc" }, { funeralTime: { sort: "asc", nulls: "last" } }, { lastname: "asc" }, { id: "asc" }],
  });
  return rows.map((f) => ({ id: f.id, name: fullName(f), dateOfFuneral: f.dateOfFuneral, funeralTime: f.funeralTime, notes: f.notes ?? "" }));
}
