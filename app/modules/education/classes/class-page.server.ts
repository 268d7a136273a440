import type { ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { ageInYears } from "~/utils/dates";
import { orNotFound } from "~/utils/errors.server";
import { getClass } from "./get-class.server";
import { listClassRegistrations } from "./list-class-registrations.server";

/** A class page for the URL's year: the class, the years and its registrations with each student's name and age. */
export async function loadClassPage(scope: ScopeKey, classId: string, params: URLSearchParams) {
  const [schoolClass, years] = await Promise.all([getClass(scope, { id: classId }).catch(orNotFound), listYearOptions(scope.churchId)]);
  const year = chooseYear(years, params.get("year"));
  const registrations = year ? await listClassRegistrations(scope, schoolClass.id, year.id) : [];
  // Only what the page shows: the rows go to the browser twice (the table, and the data it hydrates from).
  const rows = registrations.map(({ student: { id, firstname, middlename, lastname, dateOfBirth }, ...r }) => ({ ...r, student: { id, firstname, middlename, lastname }, age: dateOfBirth ? ageInYears(dateOfBirth) : null }));
  return { schoolClass, years, year, registrations: rows };
}
