import { PassThrough, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { ageInYears } from "~/utils/dates";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { getClass } from "./get-class.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { type ClassRegistration, type Contact, listClassRegistrations } from "./list-class-registrations.server";
import { STUDENT_TYPE_LABEL } from "~/modules/education/options";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const contactColumns = (label: string, get: (r: ClassRegistration) => Contact | null) => [
  { header: label, width: 22, value: (r: ClassRegistration) => get(r)?.name ?? null },
  { header: `${label} Email`, width: 28, value: (r: ClassRegistration) => get(r)?.email ?? null },
  { header: `${label} Cell Phone`, width: 18, value: (r: ClassRegistration) => get(r)?.cellPhone ?? null },
];

type Column = { header: string; width: number; numFmt?: string; value: (r: ClassRegistration) => string | number | Date | null };

export const ROSTER_COLUMNS: Column[] = [
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
export function rosterFilename(className: string, yearName: string) {
  const base = `${className} - ${yearName}`
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names either
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  return `${base}.xlsx`;
}

/** Streams the roster as an .xlsx workbook: bold frozen header with a filter, real date and currency cells. */
export async function writeRoster(out: Writable, rows: ClassRegistration[], title: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  workbook.creator = "Parish Administration";
  workbook.title = title;
  const sheet = workbook.addWorksheet("Roster", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = ROSTER_COLUMNS.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: ROSTER_COLUMNS.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(ROSTER_COLUMNS.map((c) => c.value(row))).commit();
  sheet.commit();
  await workbook.commit();
}

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
  const stream = new PassThrough();
  writeRoster(stream, rows, filename.replace(/\.xlsx$/, "")).catch((error) => stream.destroy(error));
  return { filename, stream };
}
