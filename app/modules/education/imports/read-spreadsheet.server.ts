// Reads an uploaded spreadsheet (.xlsx or .csv) into text cells, refusing, with words a secretary
// understands, every file the import does not take. Values are read; formulas are never run (a
// formula cell gives the value Excel saved with it).
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { AppError } from "~/utils/errors.server";
import { inflatedProblem } from "~/utils/zip.server";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "./columns";

export type SheetRow = { number: number; cells: string[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };

const refuse = (message: string) => new AppError("INVALID", message);

/** A cell's value as text: dates as YYYY-MM-DD, a formula as its saved result, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ("richText" in value) return value.richText.map((t) => t.text).join("");
    if ("text" in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ("error" in value) return "";
    return "";
  }
  return String(value).trim();
}

/** Text of a .csv in UTF-8 (with or without its mark) or, failing that, Windows-1252 as older exports write. */
function csvText(bytes: Buffer) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: the most frequent of comma, semicolon and tab. */
function delimiterOf(text: string) {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, line.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

async function loadWorksheet(bytes: Buffer, kind: "xlsx" | "csv") {
  const workbook = new ExcelJS.Workbook();
  if (kind === "csv") {
    const text = csvText(bytes);
    // exceljs reads CSV with fast-csv (RFC 4180 quoting); `map` keeps every value as the text it is.
    return workbook.csv.read(Readable.from([text]), { map: (v: string) => v, parserOptions: { delimiter: delimiterOf(text), ignoreEmpty: true } } as never);
  }
  const problem = inflatedProblem(bytes, { maxEntries: IMPORT_LIMITS.maxZipEntries, maxBytes: IMPORT_LIMITS.maxInflatedBytes });
  if (problem === "invalid") throw refuse(IMPORT_MESSAGES.notSpreadsheet);
  if (problem) throw refuse(IMPORT_MESSAGES.zipBomb);
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(IMPORT_MESSAGES.notSpreadsheet);
  }
  return workbook.worksheets.find((ws) => ws.actualRowCount > 0) ?? null;
}

/** The first sheet with data: its header row (the first row with a value) and every later row with a value. */
export async function readSpreadsheet(filePath: string, kind: "xlsx" | "csv"): Promise<Sheet> {
  const worksheet = await loadWorksheet(await readFile(filePath), kind);
  if (!worksheet || worksheet.actualRowCount === 0) throw refuse(IMPORT_MESSAGES.emptySheet);
  if (worksheet.actualRowCount > IMPORT_LIMITS.maxRows + 1) throw refuse(IMPORT_MESSAGES.tooManyRows);
  let headers: string[] | null = null;
  const rows: SheetRow[] = [];
  let merged = false;
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
      if (!headers && cell.isMerged) merged = true;
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= "";
    if (!cells.some(Boolean)) return;
    if (!headers) headers = cells;
    else rows.push({ number, cells });
  });
  if (merged) throw refuse(IMPORT_MESSAGES.mergedHeaders);
  if (!headers || rows.length === 0) throw refuse(IMPORT_MESSAGES.emptySheet);
  return { headers, rows };
}
