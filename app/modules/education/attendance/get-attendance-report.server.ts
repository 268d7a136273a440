import { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { findPageCounted, readPage } from "~/utils/paging";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { classInScopeSql, type ScopeKey } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { ATTENDANCE_PAGE_SIZE, ATTENDANCE_SORTS, type AttendanceSort } from "./attendance-pages";

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

// Names compare by the "name_order" collation (its migration): case and accents aside, as people
// read them ("élodie" beside "Elodie"). The registration's id ends each order, so that equal names
// keep one order on every page.
const ORDER: Record<AttendanceSort, Prisma.Sql> = {
  absences: Prisma.sql`r."absenceCount" DESC, s.lastname COLLATE name_order, s.firstname COLLATE name_order, r.id`,
  firstname: Prisma.sql`s.firstname COLLATE name_order, s.lastname COLLATE name_order, r.id`,
  lastname: Prisma.sql`s.lastname COLLATE name_order, s.firstname COLLATE name_order, r.id`,
};

type Row = { registrationId: string; studentId: string; name: string; classId: string; className: string; absences: number };
type Registration = { registrationId: string; studentId: string; firstname: string; middlename: string | null; lastname: string; classId: string; className: string; absences: number; total: number };

/** The classes in scope with registrations in the year, by name (the Class filter's choices). */
const classesOfYear = (scope: ScopeKey, yearId: string) => db.$queryRaw<{ id: string; className: string }[]>`
  SELECT c.id, c."className" FROM "SchoolClass" c
  WHERE c."churchId" = ${scope.churchId}
    ${classInScopeSql(scope)}
    AND EXISTS (SELECT 1 FROM "Registration" r WHERE r."churchId" = c."churchId" AND r."schoolClassId" = c.id AND r."schoolYearId" = ${yearId})
  ORDER BY c."className" COLLATE name_order, c.id`;

/**
 * Student Attendance: the registrations of a school year (the asked one, else the current one) in
 * the scope's classes (classInScope), each with its absences (the registration's count), filtered
 * by class (offered only when the year has more than one class in scope) and by a least number of
 * absences, in the chosen order: one page of them (ATTENDANCE_PAGE_SIZE) with how many in all, or
 * every one when `page` is null (the download). Three round trips: the years, the year's classes,
 * the rows (a page past the end asks again for the last page).
 */
export async function getAttendanceReport(scope: ScopeKey, filters: AttendanceFilters, page: number | null = filters.page) {
  const years = await listYearOptions(scope.churchId);
  const year = chooseYear(years, filters.yearId);
  if (!year) return { years, year: null, classes: [], classId: null, rows: [] as Row[], total: 0, page: 1 };
  const classes = await classesOfYear(scope, year.id);
  const classId = classes.length > 1 && classes.some((c) => c.id === filters.classId) ? filters.classId : null;
  const classIds = classId ? [classId] : classes.map((c) => c.id);
  const found = await findPageCounted(page, ATTENDANCE_PAGE_SIZE, ({ limit, offset }) =>
    classIds.length === 0
      ? Promise.resolve([] as Registration[])
      : db.$queryRaw<Registration[]>`
          SELECT r.id AS "registrationId", r."studentId", s.firstname, s.middlename, s.lastname, c.id AS "classId", c."className",
                 r."absenceCount" AS absences, (COUNT(*) OVER ())::int AS total
          FROM "Registration" r
          JOIN "Student" s ON s.id = r."studentId" AND s."churchId" = r."churchId"
          JOIN "SchoolClass" c ON c.id = r."schoolClassId" AND c."churchId" = r."churchId"
          WHERE r."churchId" = ${scope.churchId} AND r."schoolYearId" = ${year.id} AND r."schoolClassId" = ANY(${classIds})
            ${filters.minAbsences === null ? Prisma.empty : Prisma.sql`AND r."absenceCount" >= ${filters.minAbsences}`}
          ORDER BY ${ORDER[filters.sort]}
          LIMIT ${limit} OFFSET ${offset}`,
  );
  const rows: Row[] = found.items.map((r) => ({ registrationId: r.registrationId, studentId: r.studentId, name: fullName(r), classId: r.classId, className: r.className, absences: r.absences }));
  return { years, year, classes, classId, rows, total: found.total, page: found.page };
}

export type AttendanceReport = Awaited<ReturnType<typeof getAttendanceReport>>;
