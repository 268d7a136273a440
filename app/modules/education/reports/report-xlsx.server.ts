// The one .xlsx writer of religious education: the reports and the class roster stream through it.
import { PassThrough, Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";
import { contentDisposition } from "~/utils/content-disposition";

export type XlsxValue = string | number | Date | null;
/** A column of a sheet: its header, width (characters), optional number format, and the value of a row. */
export type XlsxColumn<Row> = { header: string; width: number; numFmt?: string; value: (row: Row) => XlsxValue };
export type XlsxSheet<Row> = { name: string; title: string; columns: XlsxColumn<Row>[]; rows: Row[] };
export type XlsxDownload = { filename: string; stream: Readable };

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** "Grade 2 - 2026-2027.xlsx": the parts joined with " - "; characters that no file system accepts become hyphens. */
export function xlsxFilename(...parts: string[]) {
  const base = parts
    .join(" - ")
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names either
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  return `${base}.xlsx`;
}

/** Streams one sheet as a workbook: a bold, frozen header row with a filter, then one row per row, real dates and numbers. */
export async function writeSheet<Row>(out: Writable, sheet: XlsxSheet<Row>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  workbook.creator = "Parish Administration";
  workbook.title = sheet.title;
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of sheet.rows) worksheet.addRow(sheet.columns.map((c) => c.value(row))).commit();
  worksheet.commit();
  await workbook.commit();
}

/** The workbook as a stream that is written while it is read (an error ends the stream with it). */
export function xlsxDownload<Row>(filename: string, sheet: Omit<XlsxSheet<Row>, "title">): XlsxDownload {
  const stream = new PassThrough();
  writeSheet(stream, { ...sheet, title: filename.replace(/\.xlsx$/, "") }).catch((error) => stream.destroy(error));
  return { filename, stream };
}

/** The download's response: an attachment, never cached (it holds students' records). */
export function xlsxResponse({ filename, stream }: XlsxDownload) {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": XLSX_TYPE,
      "Content-Disposition": contentDisposition(filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
