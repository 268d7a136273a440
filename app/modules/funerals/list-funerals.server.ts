import { fullName } from "~/modules/education/names";
import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { PAST_PAGE_SIZE } from "./options";

/** What a row of the list shows (spec): the names, date and time of the funeral, service type and remains. */
export const FUNERAL_ROW = { id: true, firstname: true, middlename: true, lastname: true, dateOfFuneral: true, funeralTime: true, serviceType: true, remains: true } as const;
type Row = { id: string; firstname: string; middlename: string | null; lastname: string; dateOfFuneral: Date; funeralTime: string | null };
export const funeralRow = <R extends Row>(f: R) => ({ ...f, name: fullName(f) });

/** Funerals from the parish's today on (spec dateType upcoming), soonest first; a time not yet set goes last in its day. */
export async function listUpcomingFunerals(churchId: string) {
  const rows = await db.funeral.findMany({
    where: { churchId, dateOfFuneral: { gte: parishToday() } },
    select: FUNERAL_ROW,
    orderBy: [{ dateOfFuneral: "asc" }, { funeralTime: { sort: "asc", nulls: "last" } }, { lastname: "asc" }, { id: "asc" }],
  });
  return rows.map(funeralRow);
}

/** One page of past funerals (spec dateType past): latest first. */
export async function listPastFunerals(churchId: string, asked: number | undefined) {
  const where = { churchId, dateOfFuneral: { lt: parishToday() } };
  const total = await db.funeral.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, asked, PAST_PAGE_SIZE);
  const rows = await db.funeral.findMany({
    where,
    select: FUNERAL_ROW,
    orderBy: [{ dateOfFuneral: "desc" }, { funeralTime: { sort: "desc", nulls: "last" } }, { lastname: "asc" }, { id: "asc" }],
    skip,
    take,
  });
  return { funerals: rows.map(funeralRow), total, page, pageCount };
}
