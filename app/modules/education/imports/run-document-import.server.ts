// The documents import (a job): the stored .zip checked as a whole, then each entry in order
// inflated under its limit, checked to be a PDF that opens, matched to a student of the church by
// its file name, and attached to that student as the import's document type. Each entry's outcome
// (its DocumentImportFile row), its document and the import's counters are written in one
// transaction: an entry with a row is never processed again, so a retried job goes on where the
// last one stopped and a second run changes nothing.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DocumentImportOutcome, StudentDocumentKind } from "~/generated/prisma/enums";
import { storeFile } from "~/modules/files/store-file.server";
import { fullName, searchKey } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { fileStorage, removeStoredIfFails } from "~/utils/storage.server";
import { parses, sniffKind } from "~/utils/upload.server";
import { declaredProblem, inflateEntry, zipEntries, type ZipEntry } from "~/utils/zip.server";
import { ImportStopped } from "./apply-import.server";
import { DOCUMENT_IMPORT_LIMITS, DOCUMENT_IMPORT_MESSAGES, baseName, isIgnoredEntry, isPdfName, ZIP_LIMITS, zipProblemMessage } from "./document-import-options";

const MAX_PDF_BYTES = DOCUMENT_IMPORT_LIMITS.maxPdfMb * 1024 * 1024;
/** Kinds a student may hold several of: every one imported adds up. */
const ADDS_UP: StudentDocumentKind[] = ["MARRIAGE_DOCS"];

type Student = { id: string; firstname: string; middlename: string | null; lastname: string; altID: string | null };
type Work = { name: string; entry: ZipEntry };
type Decision = { outcome: DocumentImportOutcome; message: string; student?: Student };

/** An entry's name as stored and shown: no control characters (PostgreSQL refuses a NUL), at most 500 characters. */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 500);

/** The entries to import, in the zip's order: not ignored, each name once. */
function workOf(entries: ZipEntry[]): Work[] {
  const seen = new Set<string>();
  const work: Work[] = [];
  for (const entry of entries) {
    const name = cleanName(entry.name);
    if (isIgnoredEntry(name) || seen.has(name)) continue;
    seen.add(name);
    work.push({ name, entry });
  }
  return work;
}

/**
 * What makes the whole zip refused, found before anything is written: not a zip this reader opens,
 * too many entries or bytes declared, no .pdf entry, or more bytes once inflated than the limit
 * whatever the directory claims (each entry inflated under the budget left, at most a PDF's limit:
 * a larger one is refused on its own later).
 */
function zipProblem(zip: Buffer, work: Work[] | null): string | null {
  if (!work) return DOCUMENT_IMPORT_MESSAGES.notZip;
  const declared = declaredProblem(zip, ZIP_LIMITS);
  if (declared) return zipProblemMessage(declared);
  if (!work.some((w) => isPdfName(w.name))) return DOCUMENT_IMPORT_MESSAGES.noPdf;
  let left = ZIP_LIMITS.maxBytes;
  for (const { entry } of work) {
    const cap = Math.min(MAX_PDF_BYTES, left);
    const bytes = inflateEntry(zip, entry, cap);
    if (bytes === "too-large") {
      if (cap < MAX_PDF_BYTES) return DOCUMENT_IMPORT_MESSAGES.tooLargeUnpacked;
      left -= cap;
    } else if (bytes) left -= bytes.length;
  }
  return null;
}

/** The church's students by Alt ID and by 'Last, First' (and 'Last, First Middle'), as search keys. */
function studentIndex(students: Student[]) {
  const byAltId = new Map<string, Student[]>();
  const byName = new Map<string, Student[]>();
  const add = (map: Map<string, Student[]>, key: string, student: Student) => {
    const list = map.get(key) ?? [];
    if (!list.includes(student)) list.push(student);
    map.set(key, list);
  };
  for (const s of students) {
    if (s.altID && searchKey(s.altID)) add(byAltId, searchKey(s.altID), s);
    add(byName, `${searchKey(s.lastname)}|${searchKey(s.firstname)}`, s);
    if (s.middlename) add(byName, `${searchKey(s.lastname)}|${searchKey(`${s.firstname}${s.middlename}`)}`, s);
  }
  return { byAltId, byName };
}

/**
 * The student a file is named for: its name without folders and without ".pdf" is a student's Alt
 * ID, else "Last, First" or "Last, First Middle" (case, spaces and line breaks ignored). Only the
 * church's students are read.
 */
export function matchStudent(index: ReturnType<typeof studentIndex>, entryName: string): Decision {
  const stem = baseName(entryName)
    .replace(/\.pdf$/i, "")
    .trim();
  const byAltId = index.byAltId.get(searchKey(stem)) ?? [];
  if (byAltId.length === 1) return { outcome: "MATCHED", message: "", student: byAltId[0] };
  if (byAltId.length > 1) return { outcome: "UNMATCHED", message: DOCUMENT_IMPORT_MESSAGES.severalAltId(stem) };
  const comma = stem.indexOf(",");
  const named = comma > 0 ? (index.byName.get(`${searchKey(stem.slice(0, comma))}|${searchKey(stem.slice(comma + 1))}`) ?? []) : [];
  if (named.length === 1) return { outcome: "MATCHED", message: "", student: named[0] };
  if (named.length > 1) return { outcome: "UNMATCHED", message: DOCUMENT_IMPORT_MESSAGES.severalNamed(stem) };
  return { outcome: "UNMATCHED", message: DOCUMENT_IMPORT_MESSAGES.noStudent(stem) };
}

/** The stored zip, read whole (at most 200 MB, checked at upload); null when its bytes are gone. */
async function readStoredZip(key: string | undefined) {
  const stream = key ? await fileStorage().get(key) : null;
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const COUNTER: Record<DocumentImportOutcome, "matched" | "unmatched" | "refused"> = { MATCHED: "matched", UNMATCHED: "unmatched", REFUSED: "refused" };

/**
 * The job, while the import is QUEUED or RUNNING (else "skipped"). `stopping` is asked between
 * entries (SIGTERM): the job then fails with ImportStopped, and its retry goes on with the next entry.
 */
export async function runDocumentImport(churchId: string, importId: string, options: { stopping?: () => boolean } = {}) {
  const { stopping = () => false } = options;
  const batch = await db.documentImport.findFirst({ where: { id: importId, churchId, status: { in: ["QUEUED", "RUNNING"] } }, include: { file: { select: { key: true } } } });
  if (!batch) return "skipped";
  const live = { id: importId, churchId, status: { in: ["QUEUED" as const, "RUNNING" as const] } };
  await db.documentImport.updateMany({ where: live, data: { status: "RUNNING" } });

  const zip = await readStoredZip(batch.file?.key);
  const entries = zip ? zipEntries(zip) : null;
  const work = entries ? workOf(entries) : null;
  const problem = zip ? zipProblem(zip, work) : DOCUMENT_IMPORT_MESSAGES.gone;
  if (problem || !zip || !work) {
    await db.documentImport.updateMany({ where: live, data: { status: "REFUSED", message: problem, finishedAt: new Date() } });
    return "refused";
  }
  await db.documentImport.updateMany({ where: live, data: { total: work.length } });

  const [doneRows, students] = await Promise.all([
    db.documentImportFile.findMany({ where: { importId, churchId }, select: { entryName: true } }),
    db.student.findMany({ where: { churchId }, select: { id: true, firstname: true, middlename: true, lastname: true, altID: true } }),
  ]);
  const done = new Set(doneRows.map((r) => r.entryName));
  const index = studentIndex(students);
  const dir = await mkdtemp(path.join(os.tmpdir(), "document-import-"));
  try {
    for (const item of work) {
      if (done.has(item.name)) continue;
      if (stopping()) throw new ImportStopped();
      const tmpPath = path.join(dir, "entry.pdf");
      try {
        await importEntry({ churchId, importId, kind: batch.kind, userId: batch.createdById }, zip, item, index, tmpPath);
      } finally {
        await rm(tmpPath, { force: true });
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await db.documentImport.updateMany({ where: live, data: { status: "DONE", message: null, finishedAt: new Date() } });
  return "done";
}

type Batch = { churchId: string; importId: string; kind: StudentDocumentKind; userId: string | null };

/** What one entry is: refused (too large, damaged, not a PDF), unmatched, refused (the student has one), or matched. */
async function decide(batch: Batch, zip: Buffer, item: Work, index: ReturnType<typeof studentIndex>, tmpPath: string): Promise<Decision & { size?: number }> {
  const bytes = inflateEntry(zip, item.entry, MAX_PDF_BYTES);
  if (bytes === "too-large") return { outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.pdfTooLarge };
  if (!bytes || bytes.length === 0) return { outcome: "REFUSED", message: bytes ? DOCUMENT_IMPORT_MESSAGES.notPdf : DOCUMENT_IMPORT_MESSAGES.damagedPdf };
  await writeFile(tmpPath, bytes);
  if ((await sniffKind(tmpPath)) !== "pdf") return { outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.notPdf };
  if (!(await parses(tmpPath, "pdf"))) return { outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.damagedPdf };
  const match = matchStudent(index, item.name);
  if (!match.student) return match;
  if (!ADDS_UP.includes(batch.kind) && (await db.studentDocument.findFirst({ where: { churchId: batch.churchId, studentId: match.student.id, kind: batch.kind }, select: { id: true } }))) {
    return { outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.alreadyHas(batch.kind), student: match.student };
  }
  return { ...match, message: DOCUMENT_IMPORT_MESSAGES.attached(batch.kind), size: bytes.length };
}

/** One entry, decided and written: its row, its document when matched, and the counters, in one transaction (the bytes stored first, removed if it fails). */
async function importEntry(batch: Batch, zip: Buffer, item: Work, index: ReturnType<typeof studentIndex>, tmpPath: string) {
  const { churchId, importId, kind } = batch;
  const decision = await decide(batch, zip, item, index, tmpPath);
  const student = decision.student ?? null;
  await removeStoredIfFails(async () => {
    const stored =
      decision.outcome === "MATCHED"
        ? await storeFile({
            churchId,
            owner: { kind: "student-document", ownerType: "Student", ownerId: student!.id },
            file: { tmpPath, filename: baseName(item.name).slice(0, 200), size: decision.size!, kind: "pdf", contentType: "application/pdf" },
            createdById: batch.userId,
          })
        : null;
    await db.$transaction(async (tx) => {
      if (stored) {
        // The student, locked: still there, and (unless the kind adds up) still without a document of
        // this kind. Otherwise the job fails, its bytes are removed, and the retry decides again.
        const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Student" WHERE "id" = ${student!.id} AND "churchId" = ${churchId} FOR UPDATE`;
        if (!locked) throw new Error("document import: the student was removed meanwhile");
        if (!ADDS_UP.includes(kind) && (await tx.studentDocument.count({ where: { churchId, studentId: student!.id, kind } }))) throw new Error("document import: the student got this document meanwhile");
        await tx.studentDocument.create({ data: { churchId, studentId: student!.id, kind, fileId: stored.id } });
      }
      await tx.documentImportFile.create({
        data: { importId, churchId, entryName: item.name, outcome: decision.outcome, studentId: student?.id ?? null, studentName: student ? fullName(student) : null, message: decision.message },
      });
      await tx.documentImport.updateMany({ where: { id: importId, churchId }, data: { done: { increment: 1 }, [COUNTER[decision.outcome]]: { increment: 1 } } });
    });
  });
}

/** The job out of retries (its dead-letter queue): the import is marked failed with the last error, and offers Try again. */
export async function markDocumentImportFailed(churchId: string, importId: string, error: string | null) {
  await db.documentImport.updateMany({
    where: { id: importId, churchId, status: { in: ["QUEUED", "RUNNING"] } },
    data: { status: "FAILED", message: `The import stopped after several attempts${error ? ` (${error.slice(0, 200)})` : ""}. Press Try again to go on with the files not done yet.` },
  });
}
