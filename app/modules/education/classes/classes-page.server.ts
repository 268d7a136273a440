import type { ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { readPage } from "~/utils/paging";
import { listClasses } from "./list-classes.server";

/** The classes list for the URL's year (the current one by default) and page (the route adds only its guard). */
export async function loadClassesPage(scope: ScopeKey, params: URLSearchParams) {
  const years = await listYearOptions(scope.churchId);
  const year = chooseYear(years, params.get("year"));
  const list = await listClasses(scope, { yearId: year?.id ?? null, page: readPage(params) });
  return { years, yearId: year?.id ?? null, ...list };
}
