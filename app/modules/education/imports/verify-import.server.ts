// Verify (a job): every row of the file checked with the forms' own rules and matched against the
// church's students and parents; the outcome of each row and what importing it would write are
// stored as the preview. Nothing else is written.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { z } from "zod";
import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { copyRows, withCopyConnection } from "~/utils/pg-copy.server";
import { fileStorage } from "~/utils/storage.server";
import { formatDate } from "~/utils/dates";
import { fullName, searchKey } from "~/modules/education/names";
import { GENDERS, PARENT_ROLE_LABEL, STUDENT_STATUSES, STUDENT_TYPES, STUDENT_TYPES_SHORT } from "~/modules/education/options";
import { ParentSchema, personData } from "~/modules/education/people/person-schema";
import { studentData } from "~/modules/education/students/student-record.server";
import { StudentSchema, type StudentInput } from "~/modules/education/students/student-schema";
import { autoMapping, columnLetter, IMPORT_FIELD_LABEL, IMPORT_MESSAGES, PARENT_PREFIXES } from "./columns";
import { newId, toWire, type CellError, type Change, type ParentPlan, type RowPlan, type WireData } from "./plan";
import { readSpreadsheet, type Sheet } from "./read-spreadsheet.server";
import { assertImportable } from "./tables.server";

/** The student fields a file can set (the Add Student form's, less the parent pickers). */
const STUDENT_KEYS = ["firstname", "middlename", "lastname", "altID", "gender", "dateOfBirth", "type", "status", "address", "address2", "city", "state", "zip", "email", "notes"] as const;
const PARENT_KEYS = ["firstname", "lastname", "email", "cellPhone"] as const;
/** Each parent's import fields ("motherFirstname" ...), named once rather than for every row. */
const PARENT_FIELDS = Object.fromEntries(
  PARENT_PREFIXES.map((prefix) => [prefix.key, Object.fromEntries(PARENT_KEYS.map((k) => [k, `${prefix.key}${k[0]!.toUpperCase()}${k.slice(1)}`]))]),
) as Record<(typeof PARENT_PREFIXES)[number]["key"], Record<(typeof PARENT_KEYS)[number], string>>;
const ENUMS: Record<string, readonly { value: string; label: string }[]> = {
  gender: [...GENDERS, { value: "MALE", label: "M" }, { value: "FEMALE", label: "F" }],
  type: [...STUDENT_TYPES, ...STUDENT_TYPES_SHORT, { value: "RCIA", label: "RCIA" }],
  status: STUDENT_STATUSES,
};
/** Each enum field's accepted spellings (label or value, as search keys) to its value, built once. */
const ENUM_LOOKUP: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(ENUMS).map(([field, options]) => [field, new Map(options.flatMap((o) => [[searchKey(o.value), o.value] as const, [searchKey(o.label), o.value] as const]).reverse())]),
);
const ENUM_LABELS: Record<string, Record<string, string>> = {
  gender: Object.fromEntries(GENDERS.map((o) => [o.value, o.label])),
  type: Object.fromEntries(STUDENT_TYPES.map((o) => [o.value, o.label])),
  status: Object.fromEntries(STUDENT_STATUSES.map((o) => [o.value, o.label])),
};

const studentSelect = {
  id: true,
  motherId: true,
  fatherId: true,
  legalGuardianId: true,
  firstname: true,
  middlename: true,
  lastname: true,
  altID: true,
  gender: true,
  dateOfBirth: true,
  type: true,
  status: true,
  address: true,
  address2: true,
  city: true,
  state: true,
  zip: true,
  email: true,
  notes: true,
} as const satisfies Prisma.StudentSelect;
type ExistingStudent = Prisma.StudentGetPayload<{ select: typeof studentSelect }>;
type ExistingParent = { id: string; role: ParentPlan["role"]; firstname: string; middlename: string | null; lastname: string; email: string | null; cellPhone: string | null };

/** "3/7/2015", "03-07-2015" or "2015-03-07" as YYYY-MM-DD; anything else as it is (the form's rule then refuses it). */
function isoDate(text: string) {
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`;
  return text;
}

const display = (field: string, value: unknown) => {
  if (value == null || value === "") return "(empty)";
  if (value instanceof Date) return formatDate(value);
  if (field === "dateOfBirth" && typeof value === "string") return formatDate(new Date(`${value.slice(0, 10)}T00:00:00Z`));
  return ENUM_LABELS[field]?.[String(value)] ?? String(value);
};

const studentKeyOf = (firstname: string, lastname: string, dateOfBirth: string | null) => `${searchKey(firstname)}|${searchKey(lastname)}|${dateOfBirth ?? ""}`;
const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

type Context = {
  students: ExistingStudent[];
  byAltId: Map<string, ExistingStudent[]>;
  byName: Map<string, ExistingStudent[]>;
  parents: Map<string, ExistingParent>;
  parentsByEmail: Map<string, ExistingParent[]>;
  parentsByName: Map<string, ExistingParent[]>;
  classes: Map<string, { id: string; className: string }>;
  years: Map<string, { id: string; yearName: string }>;
  currentYear: { id: string; yearName: string } | null;
  registrations: Map<string, { id: string; schoolClassId: string }>;
  classNames: Map<string, string>;
};

const group = <T>(items: T[], key: (item: T) => string | null) => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k) map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
};

/** The church's students, parents, classes, years and registrations: the only rows a verify reads. */
async function loadContext(churchId: string): Promise<Context> {
  const [students, parents, classes, years, registrations] = await Promise.all([
    db.student.findMany({ where: { churchId }, select: studentSelect }),
    db.parent.findMany({ where: { churchId }, select: { id: true, role: true, firstname: true, middlename: true, lastname: true, email: true, cellPhone: true } }),
    db.schoolClass.findMany({ where: { churchId }, select: { id: true, className: true } }),
    db.schoolYear.findMany({ where: { churchId }, select: { id: true, yearName: true, isCurrent: true } }),
    db.registration.findMany({ where: { churchId }, select: { id: true, studentId: true, schoolYearId: true, schoolClassId: true } }),
  ]);
  return {
    students,
    byAltId: group(students, (s) => (s.altID ? s.altID.toLowerCase() : null)),
    byName: group(students, (s) => studentKeyOf(s.firstname, s.lastname, dayOf(s.dateOfBirth))),
    parents: new Map(parents.map((p) => [p.id, p])),
    parentsByEmail: group(parents, (p) => p.email?.toLowerCase() ?? null),
    parentsByName: group(parents, (p) => `${p.role}|${searchKey(p.firstname)}|${searchKey(p.lastname)}`),
    classes: new Map(classes.map((c) => [searchKey(c.className), c])),
    classNames: new Map(classes.map((c) => [c.id, c.className])),
    years: new Map(years.map((y) => [searchKey(y.yearName), y])),
    currentYear: years.find((y) => y.isCurrent) ?? null,
    registrations: new Map(registrations.map((r) => [`${r.studentId}|${r.schoolYearId}`, r])),
  };
}

type Verified = { rowNumber: number; outcome: "NEW" | "UPDATED" | "UNCHANGED" | "ERROR"; name: string; details: CellError[] | Change[]; plan: RowPlan | null };

/** A new student's record as the plan keeps it: the values that are set, dates as YYYY-MM-DD. */
function createdData(data: Record<string, unknown>, dateOfBirth: string | undefined) {
  const wire: WireData = {};
  for (const key in data) {
    const value = data[key];
    if (value != null) wire[key] = key === "dateOfBirth" ? dateOfBirth! : toWire(value);
  }
  return wire;
}

/** Checks every row against the church's data, row by row; pure apart from reading `context`. */
export function* verifyRows(sheet: Sheet, mapping: string[], context: Context): Generator<Verified> {
  const columnOf = new Map(mapping.flatMap((field, index) => (field ? [[field, index] as const] : [])));
  const seenStudents = new Map<string, number>();
  const fileParents = new Map<string, { id: string; role: ParentPlan["role"]; name: string }>();
  const parentNames = new Map<string, string>();
  const parentChecks = new Map<string, ReturnType<typeof ParentSchema.safeParse>>();

  for (const row of sheet.rows) {
    const errors: CellError[] = [];
    const cell = (field: string) => {
      const index = columnOf.get(field);
      return index === undefined ? "" : (row.cells[index] ?? "").trim();
    };
    const refOf = (field: string) => {
      const index = columnOf.get(field);
      return index === undefined ? { cell: "—", column: IMPORT_FIELD_LABEL[field] ?? field } : { cell: `${columnLetter(index)}${row.number}`, column: sheet.headers[index] || IMPORT_FIELD_LABEL[field]! };
    };
    const fail = (field: string, message: string) => errors.push({ ...refOf(field), message });
    const issues = (error: z.ZodError, fieldOf: (key: string) => string, nameFields: [string, string]) => {
      for (const issue of error.issues) {
        const key = String(issue.path[0] ?? "");
        if (!key) fail(cell(nameFields[0]) ? nameFields[1] : nameFields[0], issue.message);
        else fail(fieldOf(key), issue.message);
      }
    };

    // The student, with the Add Student form's schema.
    const raw: Record<string, string> = {};
    for (const key of STUDENT_KEYS) {
      let value = cell(key);
      if (!value) continue;
      if (ENUMS[key]) {
        const found = ENUM_LOOKUP[key]!.get(searchKey(value));
        if (!found) {
          fail(key, `${IMPORT_FIELD_LABEL[key]} "${value}" is not one of: ${Object.values(ENUM_LABELS[key]!).join(", ")}`);
          continue;
        }
        value = found;
      }
      raw[key] = key === "dateOfBirth" ? isoDate(value) : value;
    }
    const parsed = StudentSchema.safeParse(raw);
    if (!parsed.success) issues(parsed.error, (k) => k, ["firstname", "lastname"]);
    const name = [cell("lastname"), cell("firstname")].filter(Boolean).join(", ") || "(no name)";

    // The parents, with the parent form's schema; the same parent in several rows is found by e-mail, else name.
    const parentPlans: ParentPlan[] = [];
    const changes: Change[] = [];
    // Parents this row declares are found by later rows only once the row itself is valid.
    const declared: [string, { id: string; role: ParentPlan["role"]; name: string }][] = [];
    for (const prefix of PARENT_PREFIXES) {
      const fields = PARENT_FIELDS[prefix.key];
      const values = Object.fromEntries(PARENT_KEYS.map((k) => [k, cell(fields[k])]));
      if (!Object.values(values).some(Boolean)) continue;
      const fieldOf = (k: string) => fields[k as (typeof PARENT_KEYS)[number]];
      // Siblings' rows repeat their parents' cells: each distinct parent is checked once.
      const parseKey = `${prefix.role}\u0000${PARENT_KEYS.map((k) => values[k]).join("\u0000")}`;
      const result = parentChecks.get(parseKey) ?? ParentSchema.safeParse({ ...values, role: prefix.role });
      parentChecks.set(parseKey, result);
      if (!result.success) {
        issues(result.error, fieldOf, [fieldOf("firstname"), fieldOf("lastname")]);
        continue;
      }
      const parent = result.data;
      const label = `${prefix.label} ${fullName(parent)}`;
      const key = parent.email ? `e|${parent.email.toLowerCase()}` : `n|${prefix.role}|${searchKey(parent.firstname)}|${searchKey(parent.lastname)}`;
      const inFile = fileParents.get(key);
      if (inFile) {
        if (inFile.role !== prefix.role) fail(fieldOf("email"), `This e-mail is given for ${inFile.name} as ${PARENT_ROLE_LABEL[inFile.role].toLowerCase()} in another row.`);
        else parentPlans.push({ id: inFile.id, role: prefix.role, create: false, data: null });
        continue;
      }
      const candidates = parent.email
        ? (context.parentsByEmail.get(parent.email.toLowerCase()) ?? [])
        : (context.parentsByName.get(`${prefix.role}|${searchKey(parent.firstname)}|${searchKey(parent.lastname)}`) ?? []);
      if (candidates.length > 1) {
        fail(parent.email ? fieldOf("email") : fieldOf("firstname"), parent.email ? `More than one parent has the e-mail ${parent.email}; fix it on the Parents page first.` : `More than one ${prefix.label.toLowerCase()} is named ${fullName(parent)}. Add the e-mail to tell them apart.`);
        continue;
      }
      const existing = candidates[0];
      if (existing && existing.role !== prefix.role) {
        fail(fieldOf("email"), `This e-mail belongs to ${fullName(existing)}, who is recorded as ${PARENT_ROLE_LABEL[existing.role].toLowerCase()}.`);
        continue;
      }
      const data = personData(parent);
      if (!existing) {
        const id = newId();
        parentPlans.push({ id, role: prefix.role, create: true, data: assertImportable("PARENT", { role: prefix.role, ...data }) });
        changes.push({ what: label, field: "", from: "", to: "new parent" });
        declared.push([key, { id, role: prefix.role, name: fullName(parent) }]);
        continue;
      }
      // Filled cells replace the stored values; empty cells leave them.
      const update: WireData = {};
      for (const k of ["firstname", "lastname", "email", "cellPhone"] as const) {
        const to = data[k];
        if (to != null && to !== existing[k]) {
          update[k] = to;
          changes.push({ what: label, field: k === "cellPhone" ? "Cell Phone" : k === "email" ? "Email" : k === "firstname" ? "First Name" : "Last Name", from: display(k, existing[k]), to: display(k, to) });
        }
      }
      if (update.firstname !== undefined || update.lastname !== undefined) update.searchName = data.searchName;
      parentPlans.push({ id: existing.id, role: prefix.role, create: false, data: Object.keys(update).length ? update : null });
      declared.push([key, { id: existing.id, role: prefix.role, name: fullName(existing) }]);
    }

    if (errors.length || !parsed.success) {
      yield { rowNumber: row.number, outcome: "ERROR", name, details: errors, plan: null };
      continue;
    }
    const values = parsed.data;

    // The student: the same altID, else the same name and date of birth.
    const altKey = values.altID?.toLowerCase() ?? null;
    const nameKey = studentKeyOf(values.firstname!, values.lastname!, values.dateOfBirth ?? null);
    const repeated = (altKey && seenStudents.get(`a|${altKey}`)) || seenStudents.get(`n|${nameKey}`);
    if (repeated) {
      yield { rowNumber: row.number, outcome: "ERROR", name, details: [{ ...refOf("lastname"), message: `This student is also in row ${repeated}.` }], plan: null };
      continue;
    }
    if (altKey) seenStudents.set(`a|${altKey}`, row.number);
    seenStudents.set(`n|${nameKey}`, row.number);
    for (const [key, parent] of declared) {
      fileParents.set(key, parent);
      parentNames.set(parent.id, parent.name);
    }
    let matches = altKey ? (context.byAltId.get(altKey) ?? []) : [];
    if (!matches.length) matches = (context.byName.get(nameKey) ?? []).filter((s) => !altKey || !s.altID);
    if (matches.length > 1) {
      yield { rowNumber: row.number, outcome: "ERROR", name, details: [{ ...refOf(altKey ? "altID" : "lastname"), message: "More than one student matches this row. Give each an Alt ID to tell them apart." }], plan: null };
      continue;
    }
    const existing = matches[0] ?? null;

    // The class and school year of a registration, when the file has them.
    const className = cell("className");
    const yearName = cell("yearName");
    let registration: RowPlan["registration"] = null;
    if (className || yearName) {
      const schoolClass = className ? context.classes.get(searchKey(className)) : undefined;
      const year = yearName ? context.years.get(searchKey(yearName)) : context.currentYear;
      if (!className) fail("className", "A School Year is given without a Class.");
      else if (!schoolClass) fail("className", `There is no class named "${className}". Add it on the Classes page first, or correct the name.`);
      if (yearName && !year) fail("yearName", `There is no school year named "${yearName}". Add it under Settings first, or correct the name.`);
      else if (!year) fail("yearName", "There is no current school year. Choose one under Settings, or add a School Year column.");
      if (errors.length) {
        yield { rowNumber: row.number, outcome: "ERROR", name, details: errors, plan: null };
        continue;
      }
      const found = existing ? context.registrations.get(`${existing.id}|${year!.id}`) : undefined;
      if (!found) {
        registration = { id: newId(), create: true, data: { schoolClassId: schoolClass!.id, schoolYearId: year!.id } };
        changes.push({ what: `Class (${year!.yearName})`, field: "", from: "", to: schoolClass!.className });
      } else if (found.schoolClassId !== schoolClass!.id) {
        registration = { id: found.id, create: false, data: { schoolClassId: schoolClass!.id } };
        changes.push({ what: `Class (${year!.yearName})`, field: "", from: context.classNames.get(found.schoolClassId) ?? "", to: schoolClass!.className });
      }
    }

    const links = Object.fromEntries(parentPlans.map((p) => [PARENT_PREFIXES.find((x) => x.role === p.role)!.link, p.id]));
    if (!existing) {
      const data = studentData({ ...values, ...links } as StudentInput);
      yield {
        rowNumber: row.number,
        outcome: "NEW",
        name,
        details: changes,
        plan: { student: { id: newId(), create: true, data: assertImportable("STUDENT", createdData(data, values.dateOfBirth)) }, parents: parentPlans, registration },
      };
      continue;
    }
    // An existing student: the filled cells (and the parents given) that differ from what is stored.
    const given = new Set<string>([...Object.keys(raw), ...Object.keys(links)]);
    const merged = studentData({ ...(Object.fromEntries(STUDENT_KEYS.map((k) => [k, existing[k] ?? undefined])) as unknown as StudentInput), ...values, type: values.type && raw.type ? values.type : existing.type, status: raw.status ? values.status : existing.status, dateOfBirth: values.dateOfBirth ?? dayOf(existing.dateOfBirth) ?? undefined, ...links } as StudentInput);
    const update: WireData = {};
    for (const [field, value] of Object.entries(merged)) {
      if (!given.has(field)) continue;
      const before = field === "dateOfBirth" ? dayOf(existing.dateOfBirth) : (existing[field as keyof ExistingStudent] ?? null);
      const after = field === "dateOfBirth" ? (value ? dayOf(value as Date) : null) : (value ?? null);
      if (before === after) continue;
      update[field] = after as string | null;
      if (field.endsWith("Id")) {
        const role = PARENT_PREFIXES.find((p) => p.link === field)!;
        const nameOf = (id: unknown) => (typeof id === "string" ? (parentNames.get(id) ?? (context.parents.get(id) ? fullName(context.parents.get(id)!) : "")) : "") || "(none)";
        changes.push({ what: "Student", field: role.label, from: nameOf(before), to: nameOf(after) });
      } else changes.push({ what: "Student", field: IMPORT_FIELD_LABEL[field] ?? field, from: display(field, before), to: display(field, after) });
    }
    if (update.firstname !== undefined || update.middlename !== undefined || update.lastname !== undefined) update.searchName = merged.searchName;
    const parentsChange = parentPlans.some((p) => p.create || p.data);
    const outcome = Object.keys(update).length || parentsChange || registration ? "UPDATED" : "UNCHANGED";
    yield {
      rowNumber: row.number,
      outcome,
      name,
      details: changes,
      plan: outcome === "UNCHANGED" ? null : { student: { id: existing.id, create: false, data: update }, parents: parentPlans, registration },
    };
  }
}

/** The stored upload, copied to a temporary file for the reader. */
async function withStoredFile<T>(key: string, read: (filePath: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "student-import-"));
  try {
    const stream = await fileStorage().get(key);
    if (!stream) throw new AppError("INVALID", "The uploaded file is no longer there. Upload it again.");
    const filePath = path.join(dir, "upload");
    await pipeline(stream, createWriteStream(filePath));
    return await read(filePath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ROW_COLUMNS = ["churchId", "importId", "rowNumber", "outcome", "name", "details", "plan", "changesExisting"];

/** The plan changes a record that exists (the import reads such plans back; creates stay in PostgreSQL). */
const changesExisting = (plan: RowPlan | null) =>
  Boolean(plan && ((!plan.student.create && Object.keys(plan.student.data).length) || plan.parents.some((p) => !p.create && p.data) || (plan.registration && !plan.registration.create)));

/**
 * The job's verify step: reads the file, maps its headers (the mapping chosen, else recognised
 * spellings), checks every row and stores the preview. Runs only while the import is VERIFYING,
 * and replaces any earlier preview in the same transaction, so a second run changes nothing more.
 */
export async function verifyStudentImport(churchId: string, importId: string) {
  const batch = await db.studentImport.findFirst({ where: { id: importId, churchId, status: "VERIFYING" }, include: { file: true } });
  if (!batch) return "skipped";
  let sheet: Sheet;
  try {
    if (!batch.file) throw new AppError("INVALID", "The uploaded file is no longer there. Upload it again.");
    const kind = batch.file.contentType === "text/csv" ? "csv" : "xlsx";
    sheet = await withStoredFile(batch.file.key, (filePath) => readSpreadsheet(filePath, kind));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await db.studentImport.updateMany({ where: { id: importId, churchId, status: "VERIFYING" }, data: { status: "REFUSED", message: error.message } });
    return "refused";
  }
  const mapping = batch.mapping.length === sheet.headers.length ? batch.mapping : autoMapping(sheet.headers);
  const context = await loadContext(churchId);
  const counts = { NEW: 0, UPDATED: 0, UNCHANGED: 0, ERROR: 0 };
  const names = mapping.includes("firstname") && mapping.includes("lastname");
  // One transaction on a connection of its own: the old preview out, the new one streamed in with
  // COPY while the rows are being checked, the import VERIFIED, or nothing at all.
  await withCopyConnection(async (client) => {
    await client.query(`DELETE FROM "StudentImportRow" WHERE "importId" = $1 AND "churchId" = $2`, [importId, churchId]);
    const rows = function* () {
      for (const r of verifyRows(sheet, mapping, context)) {
        counts[r.outcome]++;
        yield [churchId, importId, r.rowNumber, r.outcome, r.name.slice(0, 200), r.details, r.plan, changesExisting(r.plan)];
      }
    };
    await copyRows(client, "StudentImportRow", ROW_COLUMNS, rows());
    const now = new Date().toISOString();
    const done = await client.query(
      `UPDATE "StudentImport" SET "status" = 'VERIFIED', "headers" = $3, "mapping" = $4, "message" = $5, "rowsTotal" = $6, "rowsDone" = 0, "appliedThroughRow" = 0,
         "newCount" = $7, "updatedCount" = $8, "unchangedCount" = $9, "errorCount" = $10, "verifiedAt" = $11::timestamp(3), "updatedAt" = $11::timestamp(3)
       WHERE "id" = $1 AND "churchId" = $2 AND "status" = 'VERIFYING'`,
      [importId, churchId, sheet.headers, mapping, names ? null : IMPORT_MESSAGES.noNames, counts.NEW + counts.UPDATED + counts.UNCHANGED + counts.ERROR, counts.NEW, counts.UPDATED, counts.UNCHANGED, counts.ERROR, now],
    );
    if (done.rowCount !== 1) throw new Error("student import: no longer verifying");
  });
  return "verified";
}
