// The columns a student import understands, the header spellings it recognises, its limits and
// messages. Shared by the browser (the mapping form) and the server.
import type { ImportRowOutcome } from "~/generated/prisma/enums";
import { groupDigits } from "~/utils/en-us";

export const PARENT_PREFIXES = [
  { role: "MOTHER", key: "mother", label: "Mother", link: "motherId", spellings: ["mother", "mothers", "mom", "moms", "mum"] },
  { role: "FATHER", key: "father", label: "Father", link: "fatherId", spellings: ["father", "fathers", "dad", "dads"] },
  { role: "LEGAL_GUARDIAN", key: "guardian", label: "Guardian", link: "legalGuardianId", spellings: ["guardian", "guardians", "legalguardian", "legalguardians"] },
] as const;

const PARENT_PARTS = [
  { part: "Firstname", label: "First Name", spellings: ["firstname", "first", "givenname"] },
  { part: "Lastname", label: "Last Name", spellings: ["lastname", "last", "surname", "familyname"] },
  { part: "Email", label: "Email", spellings: ["email", "emailaddress", "mail"] },
  { part: "CellPhone", label: "Cell Phone", spellings: ["cellphone", "cell", "mobile", "mobilephone", "phone", "cellnumber"] },
] as const;

export type ImportField = { key: string; label: string; spellings: string[] };

const STUDENT_FIELDS: ImportField[] = [
  { key: "firstname", label: "First Name", spellings: ["firstname", "first", "studentfirstname", "childfirstname", "givenname", "given", "studentfirst"] },
  { key: "middlename", label: "Middle Name", spellings: ["middlename", "middle", "studentmiddlename", "middleinitial"] },
  { key: "lastname", label: "Last Name", spellings: ["lastname", "last", "studentlastname", "childlastname", "surname", "familyname", "studentlast"] },
  { key: "altID", label: "Alt ID", spellings: ["altid", "alternateid", "studentid", "memberid", "id", "studentnumber"] },
  { key: "gender", label: "Gender", spellings: ["gender", "sex"] },
  { key: "dateOfBirth", label: "Date of Birth", spellings: ["dateofbirth", "dob", "birthdate", "birthday", "born"] },
  { key: "type", label: "Student Type", spellings: ["studenttype", "type", "program"] },
  { key: "status", label: "Status", spellings: ["status", "studentstatus"] },
  { key: "address", label: "Address", spellings: ["address", "address1", "street", "streetaddress"] },
  { key: "address2", label: "Address 2", spellings: ["address2", "addressline2"] },
  { key: "city", label: "City", spellings: ["city", "town"] },
  { key: "state", label: "State", spellings: ["state", "province"] },
  { key: "zip", label: "Zip", spellings: ["zip", "zipcode", "postalcode", "postcode"] },
  { key: "email", label: "Email", spellings: ["email", "studentemail", "emailaddress"] },
  { key: "notes", label: "Notes", spellings: ["notes", "note", "comments", "studentnotes"] },
];

const PARENT_FIELDS: ImportField[] = PARENT_PREFIXES.flatMap((p) =>
  PARENT_PARTS.map((part) => ({
    key: `${p.key}${part.part}`,
    label: `${p.label} ${part.label}`,
    spellings: p.spellings.flatMap((prefix) => part.spellings.map((s) => `${prefix}${s}`)),
  })),
);

const REGISTRATION_FIELDS: ImportField[] = [
  { key: "className", label: "Class", spellings: ["class", "classname", "grade", "course"] },
  { key: "yearName", label: "School Year", spellings: ["schoolyear", "year", "yearname"] },
];

/** Every field, in the template's order. */
export const IMPORT_FIELDS: ImportField[] = [...STUDENT_FIELDS, ...PARENT_FIELDS, ...REGISTRATION_FIELDS];
export const IMPORT_FIELD_LABEL: Record<string, string> = Object.fromEntries(IMPORT_FIELDS.map((f) => [f.key, f.label]));
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key);

/** A header as compared: lower case, letters and digits only ("Mother's E-mail" → "mothersemail"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** The field each header maps to ("" when none); a field goes to the first column that names it. */
export function autoMapping(headers: string[]): string[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = IMPORT_FIELDS.find((f) => !taken.has(f.key) && (f.spellings.includes(key) || headerKey(f.label) === key));
    if (!field) return "";
    taken.add(field.key);
    return field.key;
  });
}

/** "A", "B" ... "Z", "AA": a column's letter as a spreadsheet shows it. */
export function columnLetter(index: number) {
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export const IMPORT_LIMITS = {
  maxRows: 50_000,
  maxFileMb: 20,
  maxZipEntries: 1_000,
  maxInflatedBytes: 300 * 1024 * 1024,
} as const;

export const IMPORT_MESSAGES = {
  fileRequired: "Choose a spreadsheet (.xlsx or .csv) to upload.",
  notSpreadsheet: "This file is not a spreadsheet. Upload an Excel workbook (.xlsx) or a .csv file.",
  xls: "This is an older Excel file (.xls), which cannot be read here. Open it in Excel, choose File > Save As > Excel Workbook (.xlsx), and upload the .xlsx file.",
  tooLarge: `File is too large! Up to ${IMPORT_LIMITS.maxFileMb}MB is accepted.`,
  zipBomb: "This file unpacks to far more data than a spreadsheet of students holds, so it was not opened. Save it again from Excel, or upload a .csv.",
  tooManyRows: `This spreadsheet has more than ${groupDigits(IMPORT_LIMITS.maxRows)} rows. Split it into files of at most ${groupDigits(IMPORT_LIMITS.maxRows)} rows and import them one by one.`,
  emptySheet: "This spreadsheet is empty: it needs a header row and at least one row of students.",
  mergedHeaders: "The header row has merged cells. Unmerge them so that each column has its own header, then upload the file again.",
  noNames: "Choose the columns that hold the student's First Name and Last Name.",
  duplicateField: "Each field can be chosen for one column only.",
  rollbackRefused: "This import can't be rolled back, because these records were changed after it:",
  notReady: "This import is not in a state that allows this.",
} as const;

/** A preview row's result, as the preview shows and filters it. */
export const OUTCOMES: { value: ImportRowOutcome; label: string }[] = [
  { value: "NEW", label: "New" },
  { value: "UPDATED", label: "Updated" },
  { value: "UNCHANGED", label: "Unchanged" },
  { value: "ERROR", label: "Error" },
];
