// Reads an uploaded spreadsheet (.xlsx or .csv) into text cells, refusing, with words a secretary
// understands, every file the import does not take. Values are read; formulas are never run (a
// formula cell gives the value Excel saved with it).
import { readFile } from "node:fs/promises";
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

/**
 * The rows of a .csv (RFC 4180: quoted fields with doubled quotes and line breaks, CRLF or LF), each
 * cell as the text it is. Read here rather than through exceljs, whose workbook of cell objects made
 * reading 10,000 rows cost more than checking them.
 */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  while (i <= n) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) {
          cell += text.slice(i);
          i = n;
          break;
        }
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i++;
      }
      // Anything between the closing quote and the separator is kept, as spreadsheet programs do.
      while (i < n && text[i] !== delimiter && text[i] !== "\n" && text[i] !== "\r") cell += text[i++];
    } else {
      let end = i;
      while (end < n && text[end] !== delimiter && text[end] !== "\n" && text[end] !== "\r") end++;
      cell = text.slice(i, end);
      i = end;
    }
    row.push(cell);
    if (text[i] === delimiter) {
      i++;
      continue;
    }
    if (text[i] === "\r" && text[i + 1] === "\n") i++;
    i++;
    rows.push(row);
    row = [];
  }
  return rows;
}

/** Rows of cells from the file: a .csv as text, an .xlsx through exceljs (zip checked first). */
async function loadRows(bytes: Buffer, kind: "xlsx" | "csv"): Promise<{ rows: Iterable<[number, string[]]>; count: number; merged: boolean } | null> {
  if (kind === "csv") {
    const text = csvText(bytes);
    const all = parseCsv(text, delimiterOf(text));
    const numbered = all.map((cells, index) => [index + 1, cells] as [number, string[]]).filter(([, cells]) => cells.some((c) => c.trim()));
    return { rows: numbered, count: numbered.length, merged: false };
  }
  const problem = inflatedProblem(bytes, { maxEntries: IMPORT_LIMITS.maxZipEntries, maxBytes: IMPORT_LIMITS.maxInflatedBytes });
  if (problem === "invalid") throw refuse(IMPORT_MESSAGES.notSpreadsheet);
  if (problem) throw refuse(IMPORT_MESSAGES.zipBomb);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(IMPORT_MESSAGES.notSpreadsheet);
  }
  const worksheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!worksheet) return null;
  const rows: [number, string[]][] = [];
  let merged = false;
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
      if (!rows.length && cell.isMerged) merged = true;
    });
    rows.push([number, cells]);
  });
  return { rows, count: worksheet.actualRowCount, merged };
}

/** The first sheet with data: its header row (the first row with a value) and every later row with a value. */
export async function readSpreadsheet(filePath: string, kind: "xlsx" | "csv"): Promise<Sheet> {
  const loaded = await loadRows(await readFile(filePath), kind);
  if (!loaded || loaded.count === 0) throw refuse(IMPORT_MESSAGES.emptySheet);
  if (loaded.count > IMPORT_LIMITS.maxRows + 1) throw refuse(IMPORT_MESSAGES.tooManyRows);
  if (loaded.merged) throw refuse(IMPORT_MESSAGES.mergedHeaders);
  let headers: string[] | null = null;
  const rows: SheetRow[] = [];
  for (const [number, raw] of loaded.rows) {
    const cells = Array.from(raw, (c) => (c ?? "").trim());
    if (!cells.some(Boolean)) continue;
    if (!headers) headers = cells;
    else rows.push({ number, cells });
  }
  if (!headers || rows.length === 0) throw refuse(IMPORT_MESSAGES.emptySheet);
  return { headers, rows };
}
