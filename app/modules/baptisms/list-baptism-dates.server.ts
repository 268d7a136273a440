import { fullName } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { DATES_PAGE_SIZE } from "./options";
import { parishToday } from "~/modules/parish/today.server";

export type DatesWhen = "upcoming" | "past";

/** The church's baptism dates: upcoming ones (from today on) soonest first, or past ones latest first, a page at a time. */
export async function listBaptismDates(churchId: string, options: { when: DatesWhen; page?: number }) {
  const today = parishToday();
  const where = { churchId, date: options.when === "upcoming" ? { gte: today } : { lt: today } };
  const total = await db.baptismDate.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, options.page, DATES_PAGE_SIZE);
  const rows = await db.baptismDate.findMany({
    where,
    select: { id: true, date: true, officiant: { select: { firstname: true, middlename: true, lastname: true } }, _count: { select: { baptisms: { where: { churchId } } } } },
    orderBy: [{ date: options.when === "upcoming" ? "asc" : "desc" }, { id: "asc" }],
    skip,
    take,
  });
  const dates = rows.map((d) => ({ id: d.id, date: d.date, officiant: fullName(d.officiant), baptisms: d._count.baptisms }));
  return { dates, total, page, pageCount };
}
