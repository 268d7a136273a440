import type { AppLoadContext } from "@remix-run/node";
import type { ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { ageInYears } from "~/utils/dates";
import { rowsOnce } from "~/utils/document-rows";
import { orNotFound } from "~/utils/errors.server";
import { getClass } from "./get-class.server";
import { listClassRegistrations } from "./list-class-registrations.server";

/**
 * A class page for the URL's year: the class, the years and its registrations with each student's
 * name and age (in a document's HTML only, when `context` is a document request's: see rowsOnce).
 */
export async function loadClassPage(scope: ScopeKey, classId: string, params: URLSearchParams, context?: AppLoadContext) {
  const [schoolClass, years] = await Promise.all([getClass(scope, { id: classId }).catch(orNotFound), listYearOptions(scope.churchId)]);
  const year = chooseYear(years, params.get("year"));
  const registrations = year ? await listClassRegistrations(scope, schoolClass.id, year.id) : [];
  // Only what the page shows.
  const rows = registrations.map(({ student: { id, firstname, middlename, lastname, dateOfBirth }, ...r }) => ({ ...r, student: { id, firstname, middlename, lastname }, age: dateOfBirth ? ageInYears(dateOfBirth) : null }));
  return { schoolClass, years, year, registrations: rowsOnce(context, "registrations", rows) };
}
