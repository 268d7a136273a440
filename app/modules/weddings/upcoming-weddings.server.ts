import { db } from "~/utils/db.server";
import { byDate, ROW, rowOf } from "./list-weddings.server";
import { weddingWhen } from "./rules";
import { weddingsWhere } from "./where.server";

/** The dashboard's figure and list (spec: weddings count with date=upcoming): how many weddings are still to come, and the first `take`. */
export async function upcomingWeddingsSummary(churchId: string, take: number) {
  const where = weddingsWhere(churchId, { when: "upcoming" });
  const [count, rows] = await Promise.all([db.wedding.count({ where }), db.wedding.findMany({ where, select: ROW, orderBy: byDate("upcoming"), take })]);
  return {
    count,
    weddings: rows.map((w) => {
      const row = rowOf(w);
      return { id: row.id, couple: row.couple, date: weddingWhen(w.weddingDate), priest: row.priest ?? "" };
    }),
  };
}
