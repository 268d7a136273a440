import { ageInYears } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { getClass } from "./get-class.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { type ClassRegistration, type Contact, listClassRegistrations } from "./list-class-registrations.server";
import { STUDENT_TYPE_LABEL } from "~/modules/education/options";
import { streamSheet, xlsxFilename, type SheetColumn } from "~/modules/education/reports/xlsx.server";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const contactColumns = (label: string, get: (r: ClassRegistration) => Contact | null) => [
  { header: label, width: 22, value: (r: ClassRegistration) => get(r)?.name ?? null },
  { header: `${label} Email`, width: 28, value: (r: ClassRegistration) => get(r)?.email ?? null },
  { header: `${label} Cell Phone`, width: 18, value: (r: ClassRegistration) => get(r)?.cellPhone ?? null },
];

export const ROSTER_COLUMNS: SheetColumn<ClassRegistration>[] = [
  { header: "Last Name", width: 18, value: (r) => r.student.lastname },
  { header: "First Name", width: 18, value: (r) => r.student.firstname },
  { header: "Date of Birth", width: 14, numFmt: "mm/dd/yyyy", value: (r) => r.student.dateOfBirth },
  { header: "Age", width: 6, value: (r) => (r.student.dateOfBirth ? ageInYears(r.student.dateOfBirth) : null) },
  { header: "Type", width: 16, value: (r) => STUDENT_TYPE_LABEL[r.student.type] },
  ...contactColumns("Mother", (r) => r.mother),
  ...contactColumns("Father", (r) => r.father),
  ...contactColumns("Guardian", (r) => r.guardian),
  { header: "Tuition", width: 12, numFmt: '"$"#,##0.00', value: (r) => r.tuitionCents / 100 },
  { header: "Paid", width: 9, value: (r) => (r.paid ? "Paid" : "Unpaid") },
  { header: "Photography Permission", width: 14, value: (r) => yesNo(r.photographyPermission) },
  { header: "Safety Class Permission", width: 14, value: (r) => yesNo(r.safetyClassPermission) },
  { header: "Notes", width: 40, value: (r) => r.notes },
];

/** "Grade 2 - 2026-2027.xlsx": characters that no file system accepts become hyphens. */
export const rosterFilename = (className: string, yearName: string) => xlsxFilename(className, yearName);

/**
 * The roster of one of the church's classes for one of its years (the current one when none is
 * asked for); another church's class or year answers 404 before anything is written.
 */
export async function exportClassRoster(churchId: string, classId: string, yearId: string | null) {
  const schoolClass = await getClass(churchId, classId);
  const year = yearId
    ? isRecordId(yearId)
      ? await db.schoolYear.findFirst({ where: { churchId, id: yearId }, select: { id: true, yearName: true } })
      : null
    : await getCurrentYear(churchId);
  if (!year) throw notFound();
  const rows = await listClassRegistrations(churchId, schoolClass.id, year.id);
  const filename = rosterFilename(schoolClass.className, year.yearName);
  // A bold frozen header with a filter, real date and currency cells.
  const stream = streamSheet({ title: filename.replace(/\.xlsx$/, ""), sheetName: "Roster", columns: ROSTER_COLUMNS, rows });
  return { filename, stream };
}
