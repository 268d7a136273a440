import { searchWords } from "~/modules/education/names";
import { shortDate } from "~/modules/parish/wall-clock";
import { db } from "~/utils/db.server";
import { coupleOf } from "./rules";

/** Weddings where either party's name holds every word searched (the search box), latest first. */
export async function searchWeddings(churchId: string, q: string, take: number) {
  const words = searchWords(q.slice(0, 200));
  if (!words.length) return [];
  const party = (column: "groomSearchName" | "brideSearchName") => ({ AND: words.map((word) => ({ [column]: { contains: word } })) });
  const rows = await db.wedding.findMany({
    where: { churchId, OR: [party("groomSearchName"), party("brideSearchName")] },
    select: { id: true, weddingDate: true, groomFirstName: true, groomLastName: true, brideFirstName: true, brideLastName: true },
    orderBy: [{ weddingDate: "desc" }, { id: "asc" }],
    take,
  });
  return rows.map((w) => ({ id: w.id, couple: coupleOf(w), date: shortDate(w.weddingDate) }));
}
