// The one .xlsx writer: columns and rows in, a streamed workbook out, sent as a download.
import { PassThrough, Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { contentDisposition } from "./content-disposition";

export type SheetValue = string | number | Date | null;
/** A column of a sheet: its header, width (characters), optional number format ("mm/dd/yyyy", '"$"#,##0.00') and value. */
export type SheetColumn<Row> = { header: string; width: number; numFmt?: string; value: (row: Row) => SheetValue };

type Sheet<Row> = { title: string; sheetName: string; columns: SheetColumn<Row>[]; rows: Iterable<Row> };

/** Writes one sheet: a bold, frozen header row with a filter, then a row for each row, committed as it goes. */
export async function writeSheet<Row>(out: Writable, { title, sheetName, columns, rows }: Sheet<Row>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  workbook.creator = "Parish Administration";
  workbook.title = title;
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
  sheet.commit();
  await workbook.commit();
}

/** The sheet as a stream, written while it is read (an error destroys the stream). */
export function streamSheet<Row>(sheet: Sheet<Row>) {
  const stream = new PassThrough();
  writeSheet(stream, sheet).catch((error) => stream.destroy(error));
  return stream;
}

/** "Student Attendance - 2026-2027.xlsx": characters that no file system accepts become hyphens. */
export function xlsxFilename(...parts: string[]) {
  const base = parts
    .join(" - ")
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names either
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  return `${base}.xlsx`;
}

/** A workbook streamed as it is written, as a download: named for the disk, never cached (names of children), never sniffed. */
export function xlsxDownload({ filename, stream }: { filename: string; stream: Readable }) {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": contentDisposition(filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
