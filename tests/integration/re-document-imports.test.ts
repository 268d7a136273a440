import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStudent, createStudentDocument, createTwoChurches, makePdf } from "../../prisma/factories";
import { handleDeadDocumentImport, handleDocumentImport } from "../../workers/handlers/document-import";
import { DOCUMENT_IMPORT_MESSAGES } from "~/modules/education/imports/document-import-options";
import { action as pageAction, loader as pageLoader } from "~/routes/religious-education.imports.documents.$importId";
import { action as uploadAction, loader as listLoader } from "~/routes/religious-education.imports._index";
import { db } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { answer, makeRequest, run, signIn } from "../support/http";
import { zipOf, type TestZipEntry } from "../support/zip";

const MB = 1024 * 1024;

/** A church with students to match (one with an Alt ID, one with a middle name, two of the same name, one with a certificate already); the other church has their look-alikes. */
async function world() {
  const { church, user, other, otherUser } = await createTwoChurches(["SCHOOL_USER"], ["SCHOOL_USER"]);
  const ana = await createStudent({ churchId: church.id, firstname: "Ana", lastname: "Torres", altID: "A-1" });
  const ben = await createStudent({ churchId: church.id, firstname: "Ben", middlename: "Luis", lastname: "Cruz" });
  await createStudent({ churchId: church.id, firstname: "Maria", lastname: "Lopez" });
  await createStudent({ churchId: church.id, firstname: "Maria", lastname: "Lopez" });
  const carl = await createStudent({ churchId: church.id, firstname: "Carl", lastname: "Diaz" });
  const carlsOwn = await createStudentDocument({ churchId: church.id, studentId: carl.id, kind: "BAPTISMAL_CERTIFICATE", filename: "carl-baptism.pdf" });
  // The other church: a student of the same name as Ben, and one with Ana's Alt ID, each with a document.
  const theirBen = await createStudent({ churchId: other.id, firstname: "Ben", lastname: "Cruz" });
  const theirAna = await createStudent({ churchId: other.id, firstname: "Zoe", lastname: "Other", altID: "A-1" });
  await createStudentDocument({ churchId: other.id, studentId: theirBen.id, kind: "CONSENT_FORM" });
  return { church, user, other, cookie: await signIn(user), otherCookie: await signIn(otherUser), ana, ben, carl, carlsOwn, theirBen, theirAna };
}

/** Every student, document and stored file of the church, as the database holds them. */
async function dump(churchId: string) {
  const [students, documents, files] = await Promise.all([
    db.student.findMany({ where: { churchId }, orderBy: { id: "asc" } }),
    db.studentDocument.findMany({ where: { churchId }, orderBy: { id: "asc" } }),
    db.storedFile.findMany({ where: { churchId }, orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ students, documents, files });
}

function upload(cookie: string, zip: Buffer | null, filename: string, kind = "BAPTISMAL_CERTIFICATE") {
  const form = new FormData();
  form.append("intent", "documents");
  form.append("kind", kind);
  if (zip) form.append("zip", new File([new Uint8Array(zip)], filename));
  return run(uploadAction, makeRequest("/religious-education/imports", { form, cookie }));
}

async function uploaded(cookie: string, zip: Buffer, filename: string, kind?: string) {
  const a = await answer(await upload(cookie, zip, filename, kind));
  expect(a.status).toBe(302);
  expect(a.location).toMatch(/^\/religious-education\/imports\/documents\/[^/]+$/);
  return a.location!.split("/").pop()!;
}

const runJob = (churchId: string, importId: string, options = {}) => handleDocumentImport({ churchId, importId }, options);
const batchOf = (id: string) => db.documentImport.findUniqueOrThrow({ where: { id } });
const pageOf = async (cookie: string, importId: string, query = "") =>
  answer(await run(pageLoader, makeRequest(`/religious-education/imports/documents/${importId}${query}`, { cookie }), { importId }));
type Page = Awaited<ReturnType<typeof pageLoader>>;

describe("documents imports", () => {
  it("attaches each PDF to its student by Alt ID or 'Last, First', reports the others, ignores the clutter, and a second run changes nothing", async () => {
    const w = await world();
    const otherBefore = await dump(w.other.id);
    const pdf = await makePdf("Baptismal certificate");
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(31 * MB)]);
    const entries: TestZipEntry[] = [
      { name: "scans/", data: Buffer.alloc(0) },
      { name: "scans/A-1.pdf", data: pdf },
      { name: "__MACOSX/scans/._A-1.pdf", data: Buffer.from("resource fork") },
      { name: "scans/.DS_Store", data: Buffer.from("finder") },
      { name: "Thumbs.db", data: Buffer.from("thumbs") },
      { name: "Cruz, Ben Luis.PDF", data: pdf, stored: true },
      { name: "Nobody, Here.pdf", data: pdf },
      { name: "Lopez, Maria.pdf", data: pdf },
      { name: "diaz,  carl.pdf", data: pdf },
      { name: "Notes.pdf", data: Buffer.from("These are not the certificates you are looking for.\n") },
      { name: "Damaged.pdf", data: Buffer.from("%PDF-1.4\nthis is no PDF body at all\n") },
      { name: "Big.pdf", data: big },
    ];
    const importId = await uploaded(w.cookie, zipOf(entries), "baptisms.zip");
    expect(await batchOf(importId)).toMatchObject({ status: "QUEUED", kind: "BAPTISMAL_CERTIFICATE", filename: "baptisms.zip", total: 0 });

    // The worker stops after the first file (SIGTERM); the retry goes on with the next one.
    let asked = 0;
    await expect(runJob(w.church.id, importId, { stopping: () => ++asked > 1 })).rejects.toThrow(/stopping/);
    expect(await batchOf(importId)).toMatchObject({ status: "RUNNING", total: 8, done: 1, matched: 1 });
    expect(await runJob(w.church.id, importId)).toBe("done");
    const batch = await batchOf(importId);
    expect(batch).toMatchObject({ status: "DONE", total: 8, done: 8, matched: 2, unmatched: 2, refused: 4, message: null });
    expect(batch.finishedAt).toBeInstanceOf(Date);

    const rows = await db.documentImportFile.findMany({ where: { importId }, orderBy: { entryName: "asc" } });
    const row = (name: string) => rows.find((r) => r.entryName === name)!;
    expect(rows.map((r) => r.entryName).sort()).toEqual(["Big.pdf", "Cruz, Ben Luis.PDF", "Damaged.pdf", "Lopez, Maria.pdf", "Nobody, Here.pdf", "Notes.pdf", "diaz,  carl.pdf", "scans/A-1.pdf"].sort());
    expect(row("scans/A-1.pdf")).toMatchObject({ outcome: "MATCHED", studentId: w.ana.id, studentName: "Ana Torres" });
    expect(row("Cruz, Ben Luis.PDF")).toMatchObject({ outcome: "MATCHED", studentId: w.ben.id, studentName: "Ben Luis Cruz" });
    expect(row("Nobody, Here.pdf")).toMatchObject({ outcome: "UNMATCHED", studentId: null, message: DOCUMENT_IMPORT_MESSAGES.noStudent("Nobody, Here") });
    expect(row("Lopez, Maria.pdf")).toMatchObject({ outcome: "UNMATCHED", studentId: null, message: DOCUMENT_IMPORT_MESSAGES.severalNamed("Lopez, Maria") });
    expect(row("Lopez, Maria.pdf").message).toContain("name the file by Alt ID");
    expect(row("diaz,  carl.pdf")).toMatchObject({ outcome: "REFUSED", studentId: w.carl.id, studentName: "Carl Diaz" });
    expect(row("diaz,  carl.pdf").message).toContain("already has a Baptismal Certificate; not replaced");
    expect(row("Notes.pdf")).toMatchObject({ outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.notPdf });
    expect(row("Damaged.pdf")).toMatchObject({ outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.damagedPdf });
    expect(row("Big.pdf")).toMatchObject({ outcome: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.pdfTooLarge });
    expect(DOCUMENT_IMPORT_MESSAGES.pdfTooLarge).toContain("larger than 30MB");

    // The documents: stored like the sacraments form's, and the bytes are the PDF's.
    const anas = await db.studentDocument.findMany({ where: { studentId: w.ana.id }, include: { file: true } });
    expect(anas).toHaveLength(1);
    expect(anas[0]).toMatchObject({ churchId: w.church.id, kind: "BAPTISMAL_CERTIFICATE" });
    expect(anas[0]!.file).toMatchObject({ churchId: w.church.id, kind: "student-document", ownerType: "Student", ownerId: w.ana.id, filename: "A-1.pdf", contentType: "application/pdf", size: pdf.length });
    expect(anas[0]!.file.key.startsWith(`${w.church.id}/student-document/`)).toBe(true);
    expect(Buffer.compare(await readFile(path.resolve(env().DATA_DIR, "files", anas[0]!.file.key)), pdf)).toBe(0);
    expect(await db.studentDocument.count({ where: { studentId: w.ben.id, kind: "BAPTISMAL_CERTIFICATE" } })).toBe(1);
    // Carl keeps his own certificate.
    expect(await db.studentDocument.findMany({ where: { studentId: w.carl.id } })).toEqual([expect.objectContaining({ id: w.carlsOwn.id })]);
    // Only what was matched was stored: the zip and two PDFs.
    expect(await db.storedFile.count({ where: { churchId: w.church.id, kind: "student-document" } })).toBe(3);

    // A second run, finished or not, changes nothing more: every entry has its row.
    const after = await dump(w.church.id);
    expect(await runJob(w.church.id, importId)).toBe("skipped");
    await db.documentImport.update({ where: { id: importId }, data: { status: "RUNNING" } });
    expect(await runJob(w.church.id, importId)).toBe("done");
    expect(await batchOf(importId)).toMatchObject({ status: "DONE", total: 8, done: 8, matched: 2, unmatched: 2, refused: 4 });
    expect(await dump(w.church.id)).toBe(after);
    expect(await dump(w.other.id)).toBe(otherBefore);

    // The report: every file, or one outcome; students linked.
    const page = (await pageOf(w.cookie, importId)).data as Page;
    expect(page.batch).toMatchObject({ status: "DONE", kindLabel: "Baptismal Certificate", total: 8, done: 8, counts: { MATCHED: 2, UNMATCHED: 2, REFUSED: 4 } });
    expect(page.rows).toHaveLength(8);
    const unmatched = (await pageOf(w.cookie, importId, "?show=UNMATCHED")).data as Page;
    expect(unmatched.rows.map((r) => r.entryName)).toEqual(["Lopez, Maria.pdf", "Nobody, Here.pdf"]);
    const matched = (await pageOf(w.cookie, importId, "?show=MATCHED")).data as Page;
    expect(matched.rows.map((r) => r.studentId)).toEqual([w.ben.id, w.ana.id]);

    // The list shows it; the other church sees neither the import nor its page, and its job skips.
    const list = (await answer(await run(listLoader, makeRequest("/religious-education/imports", { cookie: w.cookie })))).data as Awaited<ReturnType<typeof listLoader>>;
    expect(list.documents.rows).toEqual([expect.objectContaining({ id: importId, filename: "baptisms.zip", kindLabel: "Baptismal Certificate", matched: 2, unmatched: 2, refused: 4, status: "DONE" })]);
    const theirs = (await answer(await run(listLoader, makeRequest("/religious-education/imports", { cookie: w.otherCookie })))).data as typeof list;
    expect(theirs.documents.rows).toEqual([]);
    expect((await pageOf(w.otherCookie, importId)).status).toBe(404);
    expect((await pageOf(w.cookie, "no such id!")).status).toBe(404);
    await db.documentImport.update({ where: { id: importId }, data: { status: "RUNNING" } });
    expect(await runJob(w.other.id, importId)).toBe("skipped");
    expect((await answer(await run(pageAction, makeRequest(`/religious-education/imports/documents/${importId}`, { form: { intent: "retry" }, cookie: w.otherCookie }), { importId }))).status).toBe(404);
    expect(await dump(w.other.id)).toBe(otherBefore);
  });

  it("adds marriage documents up, and matches 'Last, First' without the middle name", async () => {
    const w = await world();
    const pdf = await makePdf("Marriage record");
    await createStudentDocument({ churchId: w.church.id, studentId: w.ben.id, kind: "MARRIAGE_DOCS" });
    const importId = await uploaded(w.cookie, zipOf([{ name: "CRUZ, BEN.pdf", data: pdf }]), "marriage.zip", "MARRIAGE_DOCS");
    expect(await runJob(w.church.id, importId)).toBe("done");
    expect(await batchOf(importId)).toMatchObject({ status: "DONE", total: 1, matched: 1 });
    expect(await db.studentDocument.count({ where: { studentId: w.ben.id, kind: "MARRIAGE_DOCS" } })).toBe(2);
    expect(await db.studentDocument.count({ where: { studentId: w.theirBen.id } })).toBe(1);
  });

  it("refuses at upload a file that is not a zip, a zip bomb, a zip without a PDF and a missing document type, writing nothing", async () => {
    const w = await world();
    const before = await dump(w.church.id);
    const pdf = await makePdf();
    const refused = async (zip: Buffer | null, filename: string, field: "zip" | "kind", message: string, kind?: string) => {
      const a = await answer(await upload(w.cookie, zip, filename, kind));
      expect(a.status).toBe(400);
      const reply = a.data as { result: { error: Record<string, string[]> } };
      expect(reply.result.error[field]).toEqual([message]);
    };
    await refused(pdf, "certificate.zip", "zip", DOCUMENT_IMPORT_MESSAGES.notZip);
    await refused(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(600, 0)]), "setup.zip", "zip", DOCUMENT_IMPORT_MESSAGES.notZip);
    await refused(zipOf(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}.pdf`, data: Buffer.from("x") }))), "many.zip", "zip", DOCUMENT_IMPORT_MESSAGES.tooManyEntries);
    await refused(zipOf([{ name: "a.pdf", data: Buffer.alloc(1000), declaredSize: 4_000_000_000 }]), "bomb.zip", "zip", DOCUMENT_IMPORT_MESSAGES.tooLargeUnpacked);
    await refused(zipOf([{ name: "hello.txt", data: Buffer.from("hello") }, { name: "__MACOSX/._a.pdf", data: Buffer.from("fork") }]), "nopdf.zip", "zip", DOCUMENT_IMPORT_MESSAGES.noPdf);
    await refused(null, "", "zip", DOCUMENT_IMPORT_MESSAGES.fileRequired);
    await refused(zipOf([{ name: "A-1.pdf", data: pdf }]), "good.zip", "kind", DOCUMENT_IMPORT_MESSAGES.kindRequired, "PHOTO");
    expect(await db.documentImport.count({ where: { churchId: w.church.id } })).toBe(0);
    expect(await dump(w.church.id)).toBe(before);
  });

  it("refuses in the job a zip whose directory lies about its size, writing nothing; a job out of retries can be tried again", async () => {
    const w = await world();
    const pdf = await makePdf();
    const thirty = Buffer.alloc(30 * MB);
    const bomb = zipOf([{ name: "A-1.pdf", data: pdf }, ...Array.from({ length: 35 }, (_, i) => ({ name: `filler-${i}.pdf`, data: thirty, declaredSize: 10 }))]);
    const bombId = await uploaded(w.cookie, bomb, "lying.zip");
    const before = await dump(w.church.id);
    expect(await runJob(w.church.id, bombId)).toBe("refused");
    expect(await batchOf(bombId)).toMatchObject({ status: "REFUSED", message: DOCUMENT_IMPORT_MESSAGES.tooLargeUnpacked, done: 0, matched: 0 });
    expect(await db.documentImportFile.count({ where: { importId: bombId } })).toBe(0);
    expect(await dump(w.church.id)).toBe(before);
    expect(await runJob(w.church.id, bombId)).toBe("skipped");

    const id = await uploaded(w.cookie, zipOf([{ name: "A-1.pdf", data: pdf }]), "one.zip");
    await handleDeadDocumentImport({ churchId: w.church.id, importId: id }, { message: "database went away" });
    expect(await batchOf(id)).toMatchObject({ status: "FAILED" });
    expect((await batchOf(id)).message).toContain("stopped after several attempts (database went away)");
    expect(await runJob(w.church.id, id)).toBe("skipped");
    const page = (await pageOf(w.cookie, id)).data as Page;
    expect(page.batch.canRetry).toBe(true);
    expect((await answer(await run(pageAction, makeRequest(`/religious-education/imports/documents/${id}`, { form: { intent: "retry" }, cookie: w.cookie }), { importId: id }))).status).toBe(302);
    expect(await batchOf(id)).toMatchObject({ status: "QUEUED", message: null });
    expect(await runJob(w.church.id, id)).toBe("done");
    expect(await batchOf(id)).toMatchObject({ status: "DONE", matched: 1 });
  });
});
