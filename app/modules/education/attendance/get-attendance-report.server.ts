import { db } from "~/utils/db.server";
import { readPage } from "~/utils/paging";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { classInScope, type ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { ATTENDANCE_SORTS, type AttendanceSort } from "./attendance-pages";

export type AttendanceFilters = { yearId: string | null; classId: string | null; sort: AttendanceSort; minAbsences: number | null; page: number };

const id = (value: string | null) => (value && isRecordId(value) ? value : null);

/** The report's query string (?year=&class=&sort=&minAbsences=&page=); anything unknown is ignored. */
export function readAttendanceFilters(params: URLSearchParams): AttendanceFilters {
  const min = Number(params.get("minAbsences"));
  return {
    yearId: id(params.get("year")),
    classId: id(params.get("class")),
    sort: ATTENDANCE_SORTS.find((s) => s.value === params.get("sort"))?.value ?? "absences",
    minAbsences: Number.isInteger(min) && min >= 1 && min <= 1000 ? min : null,
    page: readPage(params),
  };
}

/** A name as the report sorts it: case and accents aside ("élodie" with "Elodie"). */
const sortable = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
// Keys end with the registration id, so that equal names keep one order on every page.
type Keyed = { absences: number; byFirst: string; byLast: string };
const ORDER: Record<AttendanceSort, (a: Keyed, b: Keyed) => number> = {
  absences: (a, b) => b.absences - a.absences || compare(a.byLast, b.byLast),
  firstname: (a, b) => compare(a.byFirst, b.byFirst),
  lastname: (a, b) => compare(a.byLast, b.byLast),
};

type Row = { registrationId: string; studentId: string; name: string; classId: string; className: string; absences: number };
type Registration = { registrationId: string; studentId: string; firstname: string; middlename: string | null; lastname: string; classId: string; className: string; absences: number };

/**
 * The year's registrations in the given classes with names and absences (the registration's count),
 * in one query: loading them with their relations through Prisma takes several times as long.
 */
const registrationsOfYear = (churchId: string, yearId: string, classIds: string[]) => db.$queryRaw<Registration[]>`
  SELECT r.id AS "registrationId", r."studentId", s.firstname, s.middlename, s.lastname, c.id AS "classId", c."className",
         r."absenceCount" AS absences
  FROM "Registration" r
  JOIN "Student" s ON s.id = r."studentId"
  JOIN "SchoolClass" c ON c.id = r."schoolClassId"
  WHERE r."churchId" = ${churchId} AND r."schoolYearId" = ${yearId} AND r."schoolClassId" = ANY(${classIds})`;

/**
 * Student Attendance: the registrations of a school year (the asked one, else the current one) in
 * the scope's classes (classInScope), each with its absences, filtered by
 * class (offered only when the year has more than one class in scope) and by a least number of
 * absences, in the chosen order. Two round trips: the years with the classes, then the registrations.
 */
export async function getAttendanceReport(scope: ScopeKey, filters: AttendanceFilters) {
  const [years, classesInScope] = await Promise.all([listYearOptions(scope.churchId), db.schoolClass.findMany({ where: classInScope(scope), select: { id: true } })]);
  const year = chooseYear(years, filters.yearId);
  if (!year) return { years, year: null, classes: [], classId: null, rows: [] as Row[] };
  const registrations = await registrationsOfYear(scope.churchId, year.id, classesInScope.map((c) => c.id));
  const classes = [...new Map(registrations.map((r) => [r.classId, { id: r.classId, className: r.className }])).values()].sort((a, b) => compare(sortable(a.className), sortable(b.className)));
  const classId = classes.length > 1 && classes.some((c) => c.id === filters.classId) ? filters.classId : null;
  const rows = registrations
    .filter((r) => (!classId || r.classId === classId) && (filters.minAbsences === null || r.absences >= filters.minAbsences))
    .map((r) => {
      const [first, last] = [sortable(r.firstname), sortable(r.lastname)];
      const row = { registrationId: r.registrationId, studentId: r.studentId, name: fullName(r), classId: r.classId, className: r.className, absences: r.absences };
      return { row, absences: r.absences, byFirst: `${first}\u0001${last}\u0001${r.registrationId}`, byLast: `${last}\u0001${first}\u0001${r.registrationId}` };
    })
    .sort(ORDER[filters.sort])
    .map((keyed) => keyed.row);
  return { years, year, classes, classId, rows };
}

export type AttendanceReport = Awaited<ReturnType<typeof getAttendanceReport>>;
