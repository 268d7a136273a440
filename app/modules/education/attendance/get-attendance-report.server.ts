import { db } from "~/utils/db.server";
import { readPage } from "~/utils/paging";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";
import { registrationInScope, type EducationScope } from "~/modules/education/scope.server";
import { chooseYear, listYearOptions } from "~/modules/education/years/list-year-options.server";
import { absenceCounts } from "./absence-counts.server";
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

const collator = new Intl.Collator("en-US", { sensitivity: "base" });
type Row = { registrationId: string; studentId: string; firstname: string; lastname: string; name: string; classId: string; className: string; absences: number };
const byName = (first: keyof Row, second: keyof Row) => (a: Row, b: Row) => collator.compare(String(a[first]), String(b[first])) || collator.compare(String(a[second]), String(b[second]));
const ORDER: Record<AttendanceSort, (a: Row, b: Row) => number> = {
  absences: (a, b) => b.absences - a.absences || byName("lastname", "firstname")(a, b),
  firstname: byName("firstname", "lastname"),
  lastname: byName("lastname", "firstname"),
};

/**
 * Student Attendance: the registrations of a school year (the asked one, else the current one) in
 * scope, each with its absences counted by the database, filtered by class (only offered when the
 * year has more than one class in scope) and by a least number of absences, in the chosen order.
 * Two queries after the years: the registrations with names, and one GROUP BY of their absences.
 */
export async function getAttendanceReport(scope: Pick<EducationScope, "churchId" | "teacherId">, filters: AttendanceFilters) {
  const years = await listYearOptions(scope.churchId);
  const year = chooseYear(years, filters.yearId);
  if (!year) return { years, year: null, classes: [], classId: null, rows: [] as Row[] };
  const where = { ...registrationInScope(scope), schoolYearId: year.id };
  const [registrations, counts] = await Promise.all([
    db.registration.findMany({
      where,
      select: { id: true, studentId: true, student: { select: { firstname: true, middlename: true, lastname: true } }, schoolClass: { select: { id: true, className: true } } },
    }),
    absenceCounts(scope.churchId, where),
  ]);
  const classes = [...new Map(registrations.map((r) => [r.schoolClass.id, r.schoolClass])).values()].sort((a, b) => collator.compare(a.className, b.className));
  const classId = classes.length > 1 && classes.some((c) => c.id === filters.classId) ? filters.classId : null;
  const rows = registrations
    .filter((r) => !classId || r.schoolClass.id === classId)
    .map((r) => ({
      registrationId: r.id,
      studentId: r.studentId,
      firstname: r.student.firstname,
      lastname: r.student.lastname,
      name: fullName(r.student),
      classId: r.schoolClass.id,
      className: r.schoolClass.className,
      absences: counts.get(r.id) ?? 0,
    }))
    .filter((r) => filters.minAbsences === null || r.absences >= filters.minAbsences)
    .sort((a, b) => ORDER[filters.sort](a, b) || a.registrationId.localeCompare(b.registrationId));
  return { years, year, classes, classId, rows };
}

export type AttendanceReport = Awaited<ReturnType<typeof getAttendanceReport>>;
