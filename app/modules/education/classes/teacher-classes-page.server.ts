import type { ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { readPage } from "~/utils/paging";
import { listClasses } from "./list-classes.server";

/** The teacher's classes (taught or assisted), counting the current year's Current students, the URL's page (the route adds its guard and the one-class redirect). */
export async function loadTeacherClassesPage(scope: ScopeKey, params: URLSearchParams) {
  const year = chooseYear(await listYearOptions(scope.churchId), null);
  const list = await listClasses(scope, { yearId: year?.id ?? null, status: "CURRENT", page: readPage(params) });
  return { year, ...list };
}
