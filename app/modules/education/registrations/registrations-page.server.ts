import { listClassOptions } from "~/modules/education/classes/list-class-options.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { db } from "~/utils/db.server";
import { readPage } from "~/utils/paging";
import { listRegistrations } from "./list-registrations.server";
import { readOnlineFilter, readPaidFilter } from "./list-filters";

/** The registrations list for the URL's filters: the page's data (the route adds only its guard). */
export async function loadRegistrationsPage(churchId: string, params: URLSearchParams) {
  const [years, classes] = await Promise.all([listYearOptions(churchId), listClassOptions(churchId)]);
  const year = chooseYear(years, params.get("year"));
  const classId = classes.find((c) => c.id === params.get("class"))?.id ?? null;
  const paid = readPaidFilter(params.get("paid"));
  const online = readOnlineFilter(params.get("online"));
  const search = (params.get("q") ?? "").slice(0, 100);
  const page = readPage(params);
  const [list, toReview] = year
    ? await Promise.all([
        listRegistrations(churchId, { schoolYearId: year.id, schoolClassId: classId, search, paid, online, page }),
        db.registration.count({ where: { churchId, schoolYearId: year.id, source: "ONLINE", review: "PENDING" } }),
      ])
    : [null, 0];
  // Each row's class named from the church's classes the filter lists: one statement less.
  const className = new Map(classes.map((c) => [c.id, c.className]));
  const named = list && { ...list, rows: list.rows.map(({ schoolClassId, ...r }) => ({ ...r, schoolClass: { id: schoolClassId, className: className.get(schoolClassId) ?? "" } })) };
  return { years, classes, filters: { year: year?.id ?? "", classId: classId ?? "", paid: paid ?? "", online: online ?? "", search }, list: named, toReview };
}
