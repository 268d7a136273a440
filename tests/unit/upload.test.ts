import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {

  MAX_PARTS,
  MB,
  parseUploadCollecting,
  sniffKind,
  UPLOAD_MESSAGES,
  UploadError,
  type FileRule,
} from "~/utils/upload.server";

/** The parser with its first refused file thrown, as these cases read best (forms get the collected form through formAction). */
async function parseUpload(request: Request, rules: Record<string, FileRule>) {
  const upload = await parseUploadCollecting(request, rules);
  const [field, message] = Object.entries(upload.fileErrors)[0] ?? [];
  if (field !== undefined) {
    await upload.cleanup();
    throw new UploadError(message, field);
  }
  return upload;
}

// The temporary files of uploads can be sent to /dev/full, where every write fails with ENOSPC: a full disk.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const createWriteStream = ((file: string, options?: unknown) => fs.createWriteStream(disk.full ? "/dev/full" : file, options as never)) as typeof fs.createWriteStream;
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF_RULE: FileRule = {
  maxBytes: 30 * MB,
  kinds: ["pdf"],
  messages: { type: "Only PDF files are accepted.", size: "File is too large! Up to 30MB is accepted.", invalid: "Selected file is not valid!" },
};

async function realPdf() {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText("Baptism certificate", { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

const multipart = (parts: { name: string; value: string | Buffer; filename?: string }[]) => {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, part.value as string);
    else form.append(part.name, new Blob([new Uint8Array(Buffer.from(part.value))]), part.filename);
  }
  return new Request("http://localhost/upload", { method: "POST", body: form });
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "upload-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function sniff(bytes: Buffer) {
  const file = path.join(dir, `f-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  return sniffKind(file);
}

describe("sniffKind", () => {
  it("goes by the first bytes, not the name", async () => {
    expect(await sniff(await realPdf())).toBe("pdf");
    expect(await sniff(PNG)).toBe("png");
    expect(await sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg");
    expect(await sniff(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]))).toBe("webp");
    expect(await sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]))).toBe("xlsx");
    expect(await sniff(Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"))).toBeNull();
    // Text is a .csv candidate (only the imports' rule takes it); an OLE2 file is an old .xls.
    expect(await sniff(Buffer.from("hello, world"))).toBe("csv");
    expect(await sniff(Buffer.from("First Name;Nachname\r\nZoë;Müller\n", "latin1"))).toBe("csv");
    expect(await sniff(Buffer.from("a,b\u0000c"))).toBeNull();
    expect(await sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe("xls");
    expect(await sniff(Buffer.alloc(0))).toBeNull();
    expect(await sniff(Buffer.from("%PD"))).toBe("csv");
  });
});

describe("parseUpload with a PDF rule", () => {
  it("accepts a real PDF made with pdf-lib, with the text fields alongside", async () => {
    const pdf = await realPdf();
    const upload = await parseUpload(
      multipart([
        { name: "note", value: "Certificate ✓" },
        { name: "document", value: pdf, filename: "../../etc/certificate.pdf" },
      ]),
      { document: PDF_RULE },
    );
    try {
      expect(upload.formData.get("note")).toBe("Certificate ✓");
      expect(upload.formData.get("document")).toBeNull();
      const file = upload.files.document;
      expect(file).toMatchObject({ kind: "pdf", contentType: "application/pdf", size: pdf.length, filename: "certificate.pdf" });
      expect((await readFile(file.tmpPath)).equals(pdf)).toBe(true);
    } finally {
      await upload.cleanup();
    }
    // cleanup removes the temporary copy.
    await expect(stat(upload.files.document.tmpPath)).rejects.toThrow();
  });

  it("rejects a file that starts with %PDF- but does not parse, with the invalid message", async () => {
    const fake = Buffer.from("%PDF-1.7\nthis is not really a PDF document at all\n");
    const error = await parseUpload(multipart([{ name: "document", value: fake, filename: "fake.pdf" }]), { document: PDF_RULE }).catch((e) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ message: PDF_RULE.messages.invalid, field: "document" });

    const pdf = await realPdf();
    for (const [label, bytes] of [
      ["header and trailer only", Buffer.from("%PDF-1.4\n%%EOF\n")],
      ["header only", Buffer.from("%PDF-")],
      ["first half of a real PDF", pdf.subarray(0, Math.floor(pdf.length / 2))],
    ] as const) {
      const refused = await parseUpload(multipart([{ name: "document", value: Buffer.from(bytes), filename: "x.pdf" }]), { document: PDF_RULE }).catch((e) => e);
      expect(refused, label).toMatchObject({ message: PDF_RULE.messages.invalid, field: "document" });
    }
  });

  it("rejects a PNG where a PDF is expected with the type message, and an oversized file with the size message", async () => {
    const png = await parseUpload(multipart([{ name: "document", value: PNG, filename: "scan.pdf" }]), { document: PDF_RULE }).catch((e) => e);
    expect(png).toMatchObject({ message: PDF_RULE.messages.type, field: "document" });
    const small = { ...PDF_RULE, maxBytes: 100 };
    const big = await parseUpload(multipart([{ name: "document", value: await realPdf(), filename: "big.pdf" }]), { document: small }).catch((e) => e);
    expect(big).toMatchObject({ message: PDF_RULE.messages.size, field: "document" });
  });

  it("ignores .DS_Store and Thumbs.db parts and parts without a file", async () => {
    const pdf = await realPdf();
    const upload = await parseUpload(
      multipart([
        { name: "document", value: Buffer.from("\x00\x00\x00\x01Bud1 junk", "latin1"), filename: ".DS_Store" },
        { name: "document", value: Buffer.from("junk"), filename: "Thumbs.db" },
        { name: "document", value: pdf, filename: "real.pdf" },
      ]),
      { document: PDF_RULE },
    );
    try {
      expect(Object.keys(upload.files)).toEqual(["document"]);
      expect(upload.files.document).toMatchObject({ filename: "real.pdf", kind: "pdf" });
    } finally {
      await upload.cleanup();
    }

    const onlyJunk = await parseUpload(
      multipart([
        { name: "document", value: Buffer.from("junk"), filename: ".DS_Store" },
        { name: "document", value: Buffer.from("junk"), filename: "Thumbs.db" },
      ]),
      { document: PDF_RULE },
    );
    expect(onlyJunk.files).toEqual({});
    await onlyJunk.cleanup();

    // A file input left empty sends a part with an empty file name: no file, no error.
    const none = await parseUpload(multipart([{ name: "document", value: Buffer.alloc(0), filename: "" }]), { document: PDF_RULE });
    expect(none.files).toEqual({});
    await none.cleanup();
  });

  it("refuses a file in a field without a rule, a huge text field and a body that is not multipart", async () => {
    const unexpected = await parseUpload(multipart([{ name: "other", value: await realPdf(), filename: "a.pdf" }]), { document: PDF_RULE }).catch((e) => e);
    expect(unexpected).toMatchObject({ message: "Unexpected file.", field: "other" });
    const long = await parseUpload(multipart([{ name: "note", value: "x".repeat(101 * 1024) }]), { document: PDF_RULE }).catch((e) => e);
    expect(long).toMatchObject({ message: UPLOAD_MESSAGES.fieldTooLong, field: "note" });
    const plain = new Request("http://localhost/upload", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(await parseUpload(plain, { document: PDF_RULE }).catch((e) => e)).toBeInstanceOf(UploadError);
  });
});

describe("parseUpload's bounds", () => {
  it("answers a full disk with the file's message, leaves no temporary file and keeps the process alive", async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), "upload-full-"));
    vi.stubEnv("TMPDIR", tmp);
    disk.full = true;
    try {
      const upload = await parseUploadCollecting(
        multipart([
          { name: "note", value: "typed before the file" },
          { name: "document", value: await realPdf(), filename: "certificate.pdf" },
          { name: "after", value: "typed after the file" },
        ]),
        { document: PDF_RULE },
      );
      expect(upload.fileErrors).toEqual({ document: UPLOAD_MESSAGES.notReceived });
      expect(upload.files).toEqual({});
      expect([upload.formData.get("note"), upload.formData.get("after")]).toEqual(["typed before the file", "typed after the file"]);
      await upload.cleanup();
      expect(await readdir(path.join(tmp, "parish-uploads"))).toEqual([]);

      const refused = await parseUpload(multipart([{ name: "document", value: await realPdf(), filename: "c.pdf" }]), { document: PDF_RULE }).catch((e) => e);
      expect(refused).toBeInstanceOf(UploadError);
      expect(refused).toMatchObject({ message: UPLOAD_MESSAGES.notReceived, field: "document" });
      expect(await readdir(path.join(tmp, "parish-uploads"))).toEqual([]);
    } finally {
      disk.full = false;
      vi.unstubAllEnvs();
      await rm(tmp, { recursive: true, force: true });
    }
    // The same parser works again once there is room.
    const upload = await parseUpload(multipart([{ name: "document", value: await realPdf(), filename: "c.pdf" }]), { document: PDF_RULE });
    expect(upload.files.document).toMatchObject({ kind: "pdf" });
    await upload.cleanup();
  });

  it("refuses more than MAX_PARTS parts, counting fields and files", async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, value: "x" }));
    const many = await parseUpload(multipart(fields(MAX_PARTS + 1)), { document: PDF_RULE }).catch((e) => e);
    expect(many).toBeInstanceOf(UploadError);
    expect(many).toMatchObject({ message: UPLOAD_MESSAGES.tooManyParts, field: "" });
    const junk = Array.from({ length: MAX_PARTS + 1 }, () => ({ name: "document", value: Buffer.from("junk"), filename: ".DS_Store" }));
    expect(await parseUpload(multipart(junk), { document: PDF_RULE }).catch((e) => e)).toMatchObject({ message: UPLOAD_MESSAGES.tooManyParts });

    const enough = await parseUpload(multipart(fields(MAX_PARTS)), { document: PDF_RULE });
    expect(enough.formData.get(`f${MAX_PARTS - 1}`)).toBe("x");
    await enough.cleanup();
  });

  it("refuses more than 1 MB of text in all, though each field is under its own limit", async () => {
    const field = "y".repeat(100 * 1024);
    const long = await parseUpload(multipart(Array.from({ length: 11 }, (_, i) => ({ name: `t${i}`, value: field }))), { document: PDF_RULE }).catch((e) => e);
    expect(long).toBeInstanceOf(UploadError);
    expect(long).toMatchObject({ message: UPLOAD_MESSAGES.textTooLong, field: "" });

    const fits = await parseUpload(multipart(Array.from({ length: 10 }, (_, i) => ({ name: `t${i}`, value: field }))), { document: PDF_RULE });
    expect(fits.formData.get("t9")).toBe(field);
    await fits.cleanup();
  });
});
