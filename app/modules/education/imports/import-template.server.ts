import { streamSheet, xlsxDownload, type SheetColumn } from "~/utils/xlsx.server";
import { IMPORT_FIELDS } from "./columns";

type Example = Record<string, string>;
const EXAMPLES: Example[] = [
  { firstname: "Sofia", lastname: "Garcia", altID: "S-1001", gender: "Female", dateOfBirth: "2016-04-12", type: "Church Student", status: "Current", motherFirstname: "Maria", motherLastname: "Garcia", motherEmail: "maria.garcia@example.com", motherCellPhone: "555-201-3344", fatherFirstname: "Luis", fatherLastname: "Garcia" },
  { firstname: "Mateo", lastname: "Garcia", altID: "S-1002", gender: "Male", dateOfBirth: "2014-09-30", type: "Church Student", status: "Current", motherFirstname: "Maria", motherLastname: "Garcia", motherEmail: "maria.garcia@example.com", fatherFirstname: "Luis", fatherLastname: "Garcia" },
];

/** The template: one column per field the import understands, and two example rows (siblings sharing their parents). */
export function studentImportTemplate() {
  const columns: SheetColumn<Example>[] = IMPORT_FIELDS.map((f) => ({ header: f.label, width: Math.max(12, f.label.length + 2), value: (row) => row[f.key] ?? null }));
  return xlsxDownload({ filename: "Student import template.xlsx", stream: streamSheet({ title: "Student import template", sheetName: "Students", columns, rows: EXAMPLES }) });
}
