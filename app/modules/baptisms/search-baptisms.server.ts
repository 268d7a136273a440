import { fullName } from "~/modules/education/names";
import { nameSearch } from "~/modules/education/people/people-list.server";
import { db } from "~/utils/db.server";
import { shortDate } from "~/modules/parish/wall-clock";

/** Baptisms whose child's name matches (the search box), latest date first. */
export async function searchBaptisms(churchId: string, q: string, take: number) {
  const rows = await db.baptism.findMany({
    where: { churchId, ...nameSearch(q) },
    select: { id: true, firstname: true, middlename: true, lastname: true, baptismDate: { select: { date: true } } },
    orderBy: [{ baptismDate: { date: "desc" } }, { lastname: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map((b) => ({ id: b.id, name: fullName(b), date: shortDate(b.baptismDate.date) }));
}
