import type { AppLoadContext } from "@remix-run/node";
import type { ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { ageInYears } from "~/utils/dates";
import { rowsOnce } from "~/utils/document-rows";
import { orNotFound } from "~/utils/errors.server";
import { getClass } from "./get-class.server";
import { listClassRegistrations } from "./list-class-registrations.server";
import { readClassView } from "./teacher-class-view";

/**
 * A class of the teacher by its slug (another teacher's class is not found): its Current students of
 * the URL's year (default current) for the view and exclusion the URL asks for; the rows in a
 * document's HTML only, when `context` is a document request's (see rowsOnce).
 */
export async function loadTeacherClassPage(scope: ScopeKey, slug: string, params: URLSearchParams, context?: AppLoadContext) {
  const asked = readClassView(params);
  const [schoolClass, years] = await Promise.all([getClass(scope, { slug }).catch(orNotFound), listYearOptions(scope.churchId)]);
  const year = chooseYear(years, asked.yearId);
  const rows = year ? await listClassRegistrations(scope, schoolClass.id, year.id, { status: "CURRENT", sacramentalStatus: asked.sacramentalStatus }) : [];
  return {
    schoolClass,
    years,
    year,
    view: { table: asked.table, exclusion: asked.exclusion, yearId: year?.id ?? null },
    // What the two tables show (tuition and payment stay with the program's office).
    students: rowsOnce(
      context,
      "students",
      rows.map((r) => ({
        id: r.id,
        student: r.student,
        age: r.student.dateOfBirth ? ageInYears(r.student.dateOfBirth) : null,
        photographyPermission: r.photographyPermission,
        safetyClassPermission: r.safetyClassPermission,
        notes: r.notes,
        mother: r.mother,
        father: r.father,
        guardian: r.guardian,
      })),
    ),
  };
}
