// The records an import creates, read from the stored plans inside PostgreSQL: the import inserts
// them with one INSERT ... SELECT per table and batch (no plan travels to Node and back), and the
// rollback finds and removes them the same way. SQL text is built from the constants below only;
// every value is a parameter ($1 importId, $2 churchId).
import type { Gender, ParentRole, StudentStatus, StudentType } from "~/generated/prisma/client";
import type { Tx } from "~/utils/db.server";

export type ImportModel = "STUDENT" | "PARENT" | "REGISTRATION";

/** Enum values as PostgreSQL stores them (the schema's @map); the plan holds Prisma's names. */
const STORED: Record<string, { type: string; values: Record<string, string> }> = {
  role: { type: '"ParentRole"', values: { MOTHER: "mother", FATHER: "father", LEGAL_GUARDIAN: "legal guardian" } satisfies Record<ParentRole, string> },
  gender: { type: '"Gender"', values: { MALE: "Male", FEMALE: "Female", OTHER: "other" } satisfies Record<Gender, string> },
  type: { type: '"StudentType"', values: { CHURCH: "Church Student", SCHOOL: "School Student", RCIA: "RCIA" } satisfies Record<StudentType, string> },
  status: { type: '"StudentStatus"', values: { CURRENT: "Current", INACTIVE: "Inactive", GRADUATED: "Graduated" } satisfies Record<StudentStatus, string> },
};

const TEXT = (names: string[]) => Object.fromEntries(names.map((n) => [n, "text"]));

/** Each table's columns an import fills (besides id, churchId, createdAt, updatedAt), with their types. */
export const IMPORT_TABLES: Record<ImportModel, { table: string; columns: Record<string, string> }> = {
  PARENT: { table: "Parent", columns: { role: "enum", ...TEXT(["firstname", "middlename", "lastname", "email", "cellPhone", "searchName"]) } },
  STUDENT: {
    table: "Student",
    columns: {
      ...TEXT(["firstname", "middlename", "lastname", "searchName", "altID", "notes", "motherId", "fatherId", "legalGuardianId", "address", "address2", "city", "state", "zip", "email"]),
      gender: "enum",
      type: "enum",
      status: "enum",
      dateOfBirth: "date",
    },
  },
  REGISTRATION: { table: "Registration", columns: TEXT(["studentId", "schoolClassId", "schoolYearId"]) },
};

/** A planned record's values a bulk import would not write are a bug, not data to lose quietly. */
export function assertImportable<T extends Record<string, unknown>>(model: ImportModel, data: T) {
  for (const [key, value] of Object.entries(data)) {
    if (value != null && !(key in IMPORT_TABLES[model].columns)) throw new Error(`student import: ${model}.${key} is not written by the import`);
  }
  return data;
}

/** Where each model's planned records sit in a row's plan. */
const ITEM: Record<ImportModel, { from: string; item: string }> = {
  PARENT: { from: `"StudentImportRow" r CROSS JOIN LATERAL jsonb_array_elements(r."plan"->'parents') e`, item: "e" },
  STUDENT: { from: `"StudentImportRow" r`, item: `(r."plan"->'student')` },
  REGISTRATION: { from: `"StudentImportRow" r`, item: `(r."plan"->'registration')` },
};

/** The records of `model` the import's rows create (or, `created` false, change): id, data, studentId. */
export function plannedSql(model: ImportModel, created: boolean, where: string) {
  const { from, item } = ITEM[model];
  return `SELECT ${item}->>'id' AS "id", ${item}->'data' AS "data", r."plan"->'student'->>'id' AS "studentId"
    FROM ${from} WHERE r."importId" = $1 AND r."churchId" = $2 AND (${item}->>'create')::boolean = ${created} ${where}`;
}

/** The rows an import has applied (its cursor), as a condition on r. */
export const APPLIED = `AND r."rowNumber" <= (SELECT "appliedThroughRow" FROM "StudentImport" WHERE "id" = $1 AND "churchId" = $2)`;

/** Inserts the records of `model` that the rows after `from` up to `to` create, stamped `now`. */
export async function insertCreated(tx: Tx, model: ImportModel, importId: string, churchId: string, now: Date, rows: { from: number; to: number }) {
  const { table, columns } = IMPORT_TABLES[model];
  const names = Object.keys(columns);
  const value = (c: string) => {
    if (model === "REGISTRATION" && c === "studentId") return `s."studentId"`;
    if (columns[c] === "enum") return `('${JSON.stringify(STORED[c]!.values)}'::json ->> d."${c}")::${STORED[c]!.type}`;
    return `d."${c}"`;
  };
  const record = names.map((c) => `"${c}" ${columns[c] === "enum" ? "text" : columns[c]}`).join(", ");
  const sql = `INSERT INTO "${table}" ("id", "churchId", "createdAt", "updatedAt", ${names.map((c) => `"${c}"`).join(", ")})
    SELECT s."id", $2, $3::timestamp(3), $3::timestamp(3), ${names.map(value).join(", ")}
    FROM (${plannedSql(model, true, `AND r."rowNumber" > $4 AND r."rowNumber" <= $5`)}) s CROSS JOIN LATERAL jsonb_to_record(s."data") AS d(${record})`;
  return tx.$executeRawUnsafe(sql, importId, churchId, now.toISOString(), rows.from, rows.to);
}
