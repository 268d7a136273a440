// The records an import creates, read from the stored plans inside PostgreSQL: the import inserts
// them with one INSERT ... SELECT per table and batch (no plan travels to Node and back), and the
// rollback finds and removes them the same way. Tagged templates: names come from the constants
// below only; every value is a parameter.
import { Prisma, type Gender, type ParentRole, type StudentStatus, type StudentType } from "~/generated/prisma/client";
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

/** Where each model's planned records sit in a row's plan (fixed SQL fragments). */
const ITEM: Record<ImportModel, { from: Prisma.Sql; item: Prisma.Sql }> = {
  PARENT: { from: Prisma.sql`"StudentImportRow" r CROSS JOIN LATERAL jsonb_array_elements(r."plan"->'parents') e`, item: Prisma.sql`e` },
  STUDENT: { from: Prisma.sql`"StudentImportRow" r`, item: Prisma.sql`(r."plan"->'student')` },
  REGISTRATION: { from: Prisma.sql`"StudentImportRow" r`, item: Prisma.sql`(r."plan"->'registration')` },
};

/** The import's rows whose records are read (`r`): by import and church, and a further condition. */
export type RowsOf = { importId: string; churchId: string; where: Prisma.Sql };

/** The records of `model` the import's rows create (or, `created` false, change): id, data, studentId. */
export function plannedSql(model: ImportModel, created: boolean, rows: RowsOf) {
  const { from, item } = ITEM[model];
  return Prisma.sql`SELECT ${item}->>'id' AS "id", ${item}->'data' AS "data", r."plan"->'student'->>'id' AS "studentId"
    FROM ${from} WHERE r."importId" = ${rows.importId} AND r."churchId" = ${rows.churchId} AND (${item}->>'create')::boolean = ${created} AND ${rows.where}`;
}

/** The rows an import has applied (its cursor). */
export const appliedRows = (importId: string, churchId: string): RowsOf => ({
  importId,
  churchId,
  where: Prisma.sql`r."rowNumber" <= (SELECT "appliedThroughRow" FROM "StudentImport" WHERE "id" = ${importId} AND "churchId" = ${churchId})`,
});

/** Inserts the records of `model` that the rows after `from` up to `to` create, stamped `now`. */
export async function insertCreated(tx: Tx, model: ImportModel, importId: string, churchId: string, now: Date, rows: { from: number; to: number }) {
  const { table, columns } = IMPORT_TABLES[model];
  const names = Object.keys(columns);
  // Table, column and type names are this file's constants; every value is a parameter.
  const quoted = (c: string) => Prisma.raw(`"${c}"`);
  const value = (c: string) => {
    if (model === "REGISTRATION" && c === "studentId") return Prisma.sql`s."studentId"`;
    if (columns[c] === "enum") return Prisma.sql`(${JSON.stringify(STORED[c]!.values)}::json ->> d.${quoted(c)})::${Prisma.raw(STORED[c]!.type)}`;
    return Prisma.sql`d.${quoted(c)}`;
  };
  const record = Prisma.join(names.map((c) => Prisma.sql`${quoted(c)} ${Prisma.raw(columns[c] === "enum" ? "text" : columns[c]!)}`));
  const stamp = now.toISOString();
  const source = plannedSql(model, true, { importId, churchId, where: Prisma.sql`r."rowNumber" > ${rows.from} AND r."rowNumber" <= ${rows.to}` });
  return tx.$executeRaw`INSERT INTO ${quoted(table)} ("id", "churchId", "createdAt", "updatedAt", ${Prisma.join(names.map(quoted))})
    SELECT s."id", ${churchId}, ${stamp}::timestamp(3), ${stamp}::timestamp(3), ${Prisma.join(names.map(value))}
    FROM (${source}) s CROSS JOIN LATERAL jsonb_to_record(s."data") AS d(${record})`;
}
