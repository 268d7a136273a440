import { ageInYears, formatDate } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { agesLabel } from "~/modules/education/classes/class-schema";
import { fullName } from "~/modules/education/names";
import type { EducationPortal } from "~/modules/education/scope.server";
import { reportLoader } from "./report-loader.server";
import { BY_STUDENT_NAME, CLASS_COLUMN, findPaged, NAME_COLUMN, NO_ROWS, registrationsOf, type ReportDefinition, STUDENT_NAME } from "./report-query.server";

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
    const considered = q.schoolClass ? [q.schoolClass] : q.classes;
    const ranged = considered.filter((c): c is typeof c & { maxAge: number } => c.maxAge !== null);
    const unranged = considered.filter((c) => c.maxAge === null).map((c) => c.className);
    const reference = ageReferenceDate(q.year.yearName);
    const notes = [`Ages are whole years on ${formatDate(reference)}.`];
    if (unranged.length) notes.push(`Not checked (no usual ages set on the class): ${unranged.join(", ")}.`);
    if (!ranged.length) return { ...NO_ROWS, notes };

    const year = registrationsOf(q);
    // One condition on the student (a student has one registration a year, so "registered in class c
    // this year" is this registration's class): one join, where an OR of class-and-student pairs joins once per class.
    const where = {
      ...year,
      schoolClassId: { in: ranged.map((c) => c.id) },
      student: { OR: ranged.map((c) => ({ dateOfBirth: { lte: bornBy(reference, c.maxAge) }, registrations: { some: { schoolYearId: q.year.id, schoolClassId: c.id } } })) },
    };
    const [{ items, ...paged }, undated] = await Promise.all([
      findPaged(q, where, (window) =>
        db.registration.findMany({
          where,
          select: { id: true, schoolClassId: true, student: { select: { ...STUDENT_NAME, dateOfBirth: true } } },
          orderBy: [{ schoolClass: { className: "asc" } }, ...BY_STUDENT_NAME],
          ...window,
        }),
      ),
      db.registration.count({ where: { ...year, schoolClassId: { in: ranged.map((c) => c.id) }, student: { dateOfBirth: null } } }),
    ]);
    if (undated) notes.push(`${undated} ${undated === 1 ? "student has" : "students have"} no date of birth and could not be checked.`);
    const classes = new Map(ranged.map((c) => [c.id, c]));
    const rows = items.map(({ id, schoolClassId, student: s }): OverageRow => {
      const schoolClass = classes.get(schoolClassId)!;
      const dateOfBirth = s.dateOfBirth!;
      const age = ageInYears(dateOfBirth, reference);
      return {
        id,
        studentId: s.id,
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
