import { ageInYears } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { type ClassKey, getClass } from "./get-class.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { type ClassRegistration, type ClassRosterFilter, type Contact, listClassRegistrations } from "./list-class-registrations.server";
import { SACRAMENTAL_STATUS_LABEL, STUDENT_TYPE_LABEL } from "~/modules/education/options";
import type { ScopeKey } from "~/modules/education/scope.server";
import type { ClassTable } from "./teacher-class-view";
import { streamSheet, xlsxFilename, type SheetColumn } from "~/utils/xlsx.server";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const contactColumns = (label: string, get: (r: ClassRegistration) => Contact | null) => [
  { header: label, width: 22, value: (r: ClassRegistration) => get(r)?.name ?? null },
  { header: `${label} Email`, width: 28, value: (r: ClassRegistration) => get(r)?.email ?? null },
  { header: `${label} Cell Phone`, width: 18, value: (r: ClassRegistration) => get(r)?.cellPhone ?? null },
];

type Column = SheetColumn<ClassRegistration>;

const NAMES: Column[] = [
  { header: "Last Name", width: 18, value: (r) => r.student.lastname },
  { header: "First Name", width: 18, value: (r) => r.student.firstname },
];
const BIRTH_AND_TYPE: Column[] = [
  { header: "Date of Birth", width: 14, numFmt: "mm/dd/yyyy", value: (r) => r.student.dateOfBirth },
  { header: "Age", width: 6, value: (r) => (r.student.dateOfBirth ? ageInYears(r.student.dateOfBirth) : null) },
  { header: "Type", width: 16, value: (r) => STUDENT_TYPE_LABEL[r.student.type] },
];
const CONTACTS: Column[] = [...contactColumns("Mother", (r) => r.mother), ...contactColumns("Father", (r) => r.father), ...contactColumns("Guardian", (r) => r.guardian)];
const PERMISSIONS_AND_NOTES: Column[] = [
  { header: "Photography Permission", width: 14, value: (r) => yesNo(r.photographyPermission) },
  { header: "Safety Class Permission", width: 14, value: (r) => yesNo(r.safetyClassPermission) },
  { header: "Notes", width: 40, value: (r) => r.notes },
];

/** The program's roster: everything of the class page, tuition included. */
export const ROSTER_COLUMNS: Column[] = [
  ...NAMES,
  ...BIRTH_AND_TYPE,
  ...CONTACTS,
  { header: "Tuition", width: 12, numFmt: '"$"#,##0.00', value: (r) => r.tuitionCents / 100 },
  { header: "Paid", width: 9, value: (r) => (r.paid ? "Paid" : "Unpaid") },
  ...PERMISSIONS_AND_NOTES,
];

/** The teacher portal's two tables of a class page, as shown (sheet name and columns). */
export const TEACHER_TABLES: Record<ClassTable, { sheet: string; columns: Column[] }> = {
  "student-roster": {
    sheet: "Student Roster",
    columns: [...NAMES, ...BIRTH_AND_TYPE, { header: "Sacramental Status", width: 24, value: (r) => SACRAMENTAL_STATUS_LABEL[r.student.sacramentalStatus] }, ...PERMISSIONS_AND_NOTES],
  },
  "parent-contact-info": { sheet: "Parent Contact Info", columns: [...NAMES, ...CONTACTS] },
};

/** "Grade 2 - 2026-2027.xlsx" (with a table: "Grade 2 - 2026-2027 - Student Roster.xlsx"). */
export const rosterFilename = (className: string, yearName: string, table?: string) => xlsxFilename(...[className, yearName, table].filter((part): part is string => Boolean(part)));

type Sheet = { sheet: string; columns: Column[] };
const PROGRAM_ROSTER: Sheet = { sheet: "Roster", columns: ROSTER_COLUMNS };

/**
 * The roster of a class in scope for one of the church's years (the current one when none is
 * asked for); another church's (or teacher's) class or another church's year answers 404 before
 * anything is written. The teacher portal asks for one of its tables, with its filter.
 */
export async function exportClassRoster(scope: ScopeKey, key: ClassKey, yearId: string | null, options: { table?: ClassTable; filter?: ClassRosterFilter } = {}) {
  const { churchId } = scope;
  const schoolClass = await getClass(scope, key);
  const year = yearId
    ? isRecordId(yearId)
      ? await db.schoolYear.findFirst({ where: { churchId, id: yearId }, select: { id: true, yearName: true } })
      : null
    : await getCurrentYear(churchId);
  if (!year) throw notFound();
  const rows = await listClassRegistrations(scope, schoolClass.id, year.id, options.filter);
  const sheet = options.table ? TEACHER_TABLES[options.table] : PROGRAM_ROSTER;
  const filename = rosterFilename(schoolClass.className, year.yearName, options.table ? sheet.sheet : undefined);
  // A bold frozen header with a filter, real date and currency cells.
  const stream = streamSheet({ title: filename.replace(/\.xlsx$/, ""), sheetName: sheet.sheet, columns: sheet.columns, rows });
  return { filename, stream };
}
