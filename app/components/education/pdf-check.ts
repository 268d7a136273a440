import { MESSAGES } from "~/modules/education/options";

/** The system's clutter files, left out of every upload as the server does (upload.server.ts). */
const IGNORED = new Set([".DS_Store", "Thumbs.db"]);
const MB_BYTES = 1024 * 1024;

/** The chosen or dropped files without the system's clutter files. */
export function withoutClutter(files: Iterable<File>) {
  return [...files].filter((f) => !IGNORED.has(f.name));
}

/**
 * The server's PDF upload rules (pdfRule / pdfListRule), checked in the browser as soon as files
 * are chosen, with the same messages; the server decides. `maxFiles` marks a field of several files,
 * whose limit is on their count and total size.
 */
export async function pdfProblem(chosen: File[], rule: { maxMb: number; maxFiles?: number }) {
  const files = withoutClutter(chosen);
  const max = rule.maxMb * MB_BYTES;
  if (rule.maxFiles !== undefined) {
    if (files.length > rule.maxFiles) return MESSAGES.tooManyFiles(rule.maxFiles);
    if (files.reduce((sum, f) => sum + f.size, 0) > max) return MESSAGES.filesTooLarge(rule.maxMb);
  }
  for (const file of files) {
    if (file.size > max) return MESSAGES.fileTooLarge(rule.maxMb);
    if (file.size === 0) return MESSAGES.invalidFile;
    if ((await file.slice(0, 5).text()) !== "%PDF-") return MESSAGES.unsupportedPdf;
  }
  return null;
}
