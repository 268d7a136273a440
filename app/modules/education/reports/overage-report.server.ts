import { ageInYears, formatDate } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { findPageCounted } from "~/utils/paging";
import { agesLabel } from "~/modules/education/classes/class-schema";
import { fullName } from "~/modules/education/names";
import type { EducationPortal } from "~/modules/education/scope.server";
import { reportLoader } from "./report-loader.server";
import { REPORT_PAGE_SIZE } from "./reports";
import { chosenClasses, CLASS_COLUMN, NAME_COLUMN, NO_ROWS, registrationsOf, type ReportDefinition } from "./report-query.server";

/**
 * The day ages are counted on: September 1 of the school year's first calendar year ("2026-2027" ->
 * 09/01/2026), the usual school-entry cut-off, so a year's report does not change as the year goes
 * on; a year whose name holds no year number counts on today.
 */
export function ageReferenceDate(yearName: string, today = new Date()) {
  const year = /\b(19|20|21)\d{2}\b/.exec(yearName)?.[0];
  return year ? new Date(Date.UTC(Number(year), 8, 1)) : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

/** The latest date of birth of a student older than `maxAge` on `reference` (a whole year more, birthday reached). */
const bornBy = (reference: Date, maxAge: number) => new Date(Date.UTC(reference.getUTCFullYear() - (maxAge + 1), reference.getUTCMonth(), reference.getUTCDate()));

export type OverageRow = {
  id: string;
  studentId: string;
  name: string;
  /** yyyy-mm-dd, and as the page shows it. */
  dateOfBirth: string;
  dateOfBirthText: string;
  age: number;
  className: string;
  usualAges: string;
  yearsOver: number;
};

/** Overage Report: students older than the oldest usual age of their class, by class then last name. */
export const overageReport: ReportDefinition<OverageRow> = {
  key: "overage-report",
  load: async (q) => {
    const considered = chosenClasses(q);
    const ranged = considered.filter((c): c is typeof c & { maxAge: number } => c.maxAge !== null);
    const unranged = considered.filter((c) => c.maxAge === null).map((c) => c.className);
    const reference = ageReferenceDate(q.year.yearName);
    const notes = [`Ages are whole years on ${formatDate(reference)}.`];
    if (unranged.length) notes.push(`Not checked (no usual ages set on the class): ${unranged.join(", ")}.`);
    if (!ranged.length) return { ...NO_ROWS, notes };

    const year = registrationsOf(q);
    // Older than the usual ages compares each student's date of birth with their class's own date: one
    // join on the classes' dates, where an OR over classes of (born by, registered in) made PostgreSQL
    // look each student's registration up again for every class (40 ms for 2,000 students).
    const classIds = ranged.map((c) => c.id);
    const bornByDays = ranged.map((c) => bornBy(reference, c.maxAge).toISOString().slice(0, 10));
    const [{ items, ...paged }, undated] = await Promise.all([
      findPageCounted(q.page, REPORT_PAGE_SIZE, ({ limit, offset }) =>
        db.$queryRaw<{ id: string; schoolClassId: string; studentId: string; firstname: string; middlename: string | null; lastname: string; dateOfBirth: Date; total: number }[]>`
          SELECT r.id, r."schoolClassId", s.id AS "studentId", s.firstname, s.middlename, s.lastname, s."dateOfBirth", (COUNT(*) OVER ())::int AS total
          FROM "Registration" r
          JOIN unnest(${classIds}::text[], ${bornByDays}::date[]) AS k("classId", "bornBy") ON k."classId" = r."schoolClassId"
          JOIN "SchoolClass" c ON c.id = r."schoolClassId" AND c."churchId" = r."churchId"
          JOIN "Student" s ON s.id = r."studentId" AND s."churchId" = r."churchId"
          WHERE r."churchId" = ${q.scope.churchId} AND r."schoolYearId" = ${q.year.id} AND s."dateOfBirth" <= k."bornBy"
          ORDER BY c."className", s.lastname, s.firstname, r.id
          LIMIT ${limit} OFFSET ${offset}`,
      ),
      db.registration.count({ where: { ...year, schoolClassId: { in: classIds }, student: { dateOfBirth: null } } }),
    ]);
    if (undated) notes.push(`${undated} ${undated === 1 ? "student has" : "students have"} no date of birth and could not be checked.`);
    const classes = new Map(ranged.map((c) => [c.id, c]));
    const rows = items.map(({ id, schoolClassId, ...s }): OverageRow => {
      const schoolClass = classes.get(schoolClassId)!;
      const dateOfBirth = s.dateOfBirth;
      const age = ageInYears(dateOfBirth, reference);
      return {
        id,
        studentId: s.studentId,
        name: fullName(s),
        dateOfBirth: dateOfBirth.toISOString().slice(0, 10),
        dateOfBirthText: formatDate(dateOfBirth),
        age,
        className: schoolClass.className,
        usualAges: agesLabel(schoolClass) ?? "",
        yearsOver: age - schoolClass.maxAge,
      };
    });
    return { rows, ...paged, notes };
  },
  columns: [
    NAME_COLUMN,
    { header: "Date of Birth", width: 14, numFmt: "mm/dd/yyyy", value: (r) => new Date(`${r.dateOfBirth}T00:00:00Z`) },
    { header: "Age", width: 6, value: (r) => r.age },
    CLASS_COLUMN,
    { header: "Usual Ages", width: 12, value: (r) => r.usualAges },
    { header: "Years Over", width: 10, value: (r) => r.yearsOver },
  ],
};

export const overageReportLoader = (portal: EducationPortal) => reportLoader(overageReport, portal);
