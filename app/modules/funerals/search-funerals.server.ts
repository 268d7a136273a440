import { fullName } from "~/modules/education/names";
import { nameSearch } from "~/modules/education/people/people-list.server";
import { shortDate } from "~/modules/parish/wall-clock";
import { db } from "~/utils/db.server";

/** Funerals whose deceased's name matches (the search box), latest funeral first. */
export async function searchFunerals(churchId: string, q: string, take: number) {
  const rows = await db.funeral.findMany({
    where: { churchId, ...nameSearch(q) },
    select: { id: true, firstname: true, middlename: true, lastname: true, dateOfFuneral: true },
    orderBy: [{ dateOfFuneral: "desc" }, { lastname: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map((f) => ({ id: f.id, name: fullName(f), date: shortDate(f.dateOfFuneral) }));
}
