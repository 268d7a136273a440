import type { AppLoadContext } from "@remix-run/node";
import { listClassOptions } from "~/modules/education/classes/list-class-options.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { rowsOnce } from "~/utils/document-rows";
import { listStudents, readStudentFilters } from "./list-students.server";

/** The students list for the URL's filters: the page's data (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadStudentsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const filters = readStudentFilters(params);
  const [years, classes] = await Promise.all([listYearOptions(churchId), listClassOptions(churchId)]);
  // A class or year that is not the church's is ignored, like any unknown filter value.
  if (!years.some((y) => y.id === filters.yearId)) filters.yearId = null;
  if (!classes.some((c) => c.id === filters.classId)) filters.classId = null;
  const classYear = chooseYear(years, filters.yearId);
  const { rows, ...list } = await listStudents(churchId, filters, classYear ? { id: classYear.id, classes } : null);
  return { filters, years, classes, classYearName: classYear?.yearName ?? null, ...list, rows: rowsOnce(context, "students", rows) };
}
