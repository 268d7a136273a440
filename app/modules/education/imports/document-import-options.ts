// The documents import (a .zip of PDFs named by student, all of one document type): its limits,
// messages and outcomes. Shared by the browser (the form, the report) and the server; its form's
// schema is document-import-schema.ts, so the imports page loads no schema library.
import type { DocumentImportOutcome, StudentDocumentKind } from "~/generated/prisma/enums";
import type { ZipProblem } from "~/utils/zip.server";
import { DOCUMENT_LABEL, SACRAMENTAL_DOC_MAX_MB } from "~/modules/education/options";
import { groupDigits } from "~/utils/en-us";

const MB = 1024 * 1024;

export const DOCUMENT_IMPORT_LIMITS = {
  /** The .zip as uploaded. */
  maxZipMb: 200,
  /** Entries in the zip's directory (folders and ignored files included). */
  maxEntries: 1_000,
  /** Every entry inflated, together. */
  maxInflatedBytes: 1024 * MB,
  /** One PDF inflated: the limit of a sacramental document uploaded by hand. */
  maxPdfMb: SACRAMENTAL_DOC_MAX_MB,
} as const;

/** The zip reader's limits for a documents import (utils/zip.server.ts). */
export const ZIP_LIMITS = { maxEntries: DOCUMENT_IMPORT_LIMITS.maxEntries, maxBytes: DOCUMENT_IMPORT_LIMITS.maxInflatedBytes };

export const DOCUMENT_IMPORT_MESSAGES = {
  kindRequired: "Choose a document type from the list",
  fileRequired: "Choose a .zip file of PDFs to upload.",
  notZip: "This file is not a .zip file that can be opened (a .zip with a password cannot). Put the PDFs in a .zip file (in Windows: select them, right-click, Send to > Compressed folder) and upload it.",
  tooLarge: `File is too large! Up to ${DOCUMENT_IMPORT_LIMITS.maxZipMb}MB is accepted.`,
  tooManyEntries: `This .zip file holds more than ${groupDigits(DOCUMENT_IMPORT_LIMITS.maxEntries)} files. Split it into smaller .zip files and import them one by one.`,
  tooLargeUnpacked: "This .zip file unpacks to more than 1 GB, so it was not opened. Split it into smaller .zip files and import them one by one.",
  noPdf: "This .zip file holds no PDF (.pdf) file.",
  gone: "The uploaded file is no longer there. Upload it again.",
  notReady: "This import is not in a state that allows this.",
  // Per file.
  pdfTooLarge: `Not imported: larger than ${DOCUMENT_IMPORT_LIMITS.maxPdfMb}MB.`,
  notPdf: "Not imported: not a PDF.",
  damagedPdf: "Not imported: damaged PDF (it could not be opened).",
  noStudent: (name: string) => `No student with Alt ID or name "${name}". Name the file by the student's Alt ID, or 'Last, First'.`,
  severalAltId: (name: string) => `More than one student has the Alt ID "${name}"; give each their own Alt ID.`,
  severalNamed: (name: string) => `More than one student named "${name}"; name the file by Alt ID.`,
  alreadyHas: (kind: StudentDocumentKind) => `The student already has a ${DOCUMENT_LABEL[kind]}; not replaced. Delete it on the student's page first to import this one.`,
  attached: (kind: StudentDocumentKind) => `Attached as ${DOCUMENT_LABEL[kind]}.`,
} as const;

/** The message of a zip refused as a whole (at upload, or by the job). */
export const zipProblemMessage = (problem: ZipProblem) =>
  problem === "invalid" ? DOCUMENT_IMPORT_MESSAGES.notZip : problem === "too-many-entries" ? DOCUMENT_IMPORT_MESSAGES.tooManyEntries : DOCUMENT_IMPORT_MESSAGES.tooLargeUnpacked;

/** The document types a zip can be imported as, with the labels the student's page uses. */
export const DOCUMENT_IMPORT_KINDS = (Object.keys(DOCUMENT_LABEL) as StudentDocumentKind[]).map((value) => ({ value, label: DOCUMENT_LABEL[value] }));

/** A file's outcome, as the report shows and filters it. */
export const DOCUMENT_OUTCOMES: { value: DocumentImportOutcome; label: string }[] = [
  { value: "MATCHED", label: "Matched" },
  { value: "UNMATCHED", label: "Unmatched" },
  { value: "REFUSED", label: "Refused" },
];
export const readDocumentOutcome = (params: URLSearchParams) => DOCUMENT_OUTCOMES.find((o) => o.value === params.get("show"))?.value ?? null;

/** Rows of the per-file report a page (the spreadsheet preview's). */
export const DOCUMENT_REPORT_PAGE_SIZE = 50;

const IGNORED_NAMES = new Set([".ds_store", "thumbs.db"]);

/** The entry name without its folders. */
export const baseName = (entryName: string) => entryName.split(/[/\\]/).pop() ?? "";

/** Entries that are no document: folders, the macOS resource forks (__MACOSX/), .DS_Store, Thumbs.db. Not counted, not reported. */
export const isIgnoredEntry = (entryName: string) =>
  entryName.endsWith("/") || entryName.endsWith("\\") || /(^|[/\\])__MACOSX[/\\]/.test(entryName) || IGNORED_NAMES.has(baseName(entryName).toLowerCase()) || !baseName(entryName);

export const isPdfName = (entryName: string) => baseName(entryName).toLowerCase().endsWith(".pdf");
