// The verified plan of a row, as stored in StudentImportRow (JSON), and the values of records as
// kept in StudentImportRecord (dates as ISO strings), shared by verify, import and rollback.
import { randomUUID } from "node:crypto";

export type Wire = string | number | boolean | null;
export type WireData = Record<string, Wire>;

export type ParentPlan = { id: string; role: "MOTHER" | "FATHER" | "LEGAL_GUARDIAN"; create: boolean; data: WireData | null };
export type RowPlan = {
  student: { id: string; create: boolean; data: WireData };
  parents: ParentPlan[];
  registration: { id: string; create: boolean; data: WireData } | null;
};

export type CellError = { cell: string; column: string; message: string };
export type Change = { what: string; field: string; from: string; to: string };

/** A new record's id, made when the plan is made: siblings' rows link the parent created by the first one. */
export const newId = () => `c${randomUUID().replaceAll("-", "")}`;

/** A stored value as JSON: dates as ISO strings. */
export const toWire = (value: unknown): Wire => (value instanceof Date ? value.toISOString() : ((value ?? null) as Wire));

export function wireOf(record: Record<string, unknown>, fields: string[]): WireData {
  return Object.fromEntries(fields.map((f) => [f, toWire(record[f])]));
}

const DATE_FIELDS = new Set(["dateOfBirth", "updatedAt", "createdAt"]);

/** JSON values back to what Prisma writes: the date fields as Dates ("2015-03-02" or a full ISO string). */
export function fromWire(data: WireData): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, DATE_FIELDS.has(k) && typeof v === "string" ? new Date(v.length === 10 ? `${v}T00:00:00Z` : v) : v]),
  );
}
