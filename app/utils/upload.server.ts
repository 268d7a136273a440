import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { PDFDocument } from "pdf-lib";

export type FileKind = "pdf" | "png" | "jpeg" | "webp" | "xlsx" | "xls" | "csv";
export type UploadedFile = { tmpPath: string; filename: string; size: number; kind: FileKind; contentType: string };

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
};

export const MB = 1024 * 1024;
const MAX_TEXT_FIELD = 100 * 1024;
/** A multipart body's bounds besides each file's rule: its parts (fields and files) and all its text together. */
export const MAX_PARTS = 200;
export const MAX_TEXT_TOTAL = MB;
export const UPLOAD_MESSAGES = {
  fieldTooLong: "This field is too long.",
  tooManyParts: "This form has too many fields.",
  textTooLong: "This form is too long.",
  notReceived: "The file could not be received. Please try again.",
} as const;
const IGNORED_NAMES = new Set([".DS_Store", "Thumbs.db"]);

/** An upload rejected with a message for the person who chose the file. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export type FileRule = {
  maxBytes: number;
  kinds: FileKind[];
  messages: { type: string; size: string; invalid: string };
  /** Several files in one field: checked by their total size (maxBytes) and, optionally, their count. */
  multiple?: { maxFiles?: number; messages: { total: string; count: string } };
};

/** What the first bytes say the file is, whatever its name claims. */
export async function sniffKind(filePath: string): Promise<FileKind | null> {
  const handle = await open(filePath, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
    if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
    if (head.subarray(0, 4).toString("latin1") === "RIFF" && head.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
    if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "xlsx";
    // The OLE2 compound file of Excel 97-2003 (.xls), and of older Word files: refused by the imports with their own message.
    if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return "xls";
    // Text (a .csv): no NUL and no control character but tab, line breaks, vertical tab and form feed in the first 4 KB.
    // eslint-disable-next-line no-control-regex -- control characters are what tells text from binary
    if (bytesRead > 0 && !/[\u0000-\u0008\u000e-\u001f]/.test(head.toString("latin1"))) return "csv";
    return null;
  } finally {
    await handle.close();
  }
}

/** Whether a file of this kind opens: a PDF with at least one page (other kinds are not checked here). */
export async function parses(filePath: string, kind: FileKind) {
  if (kind !== "pdf") return true;
  try {
    // load() is lenient: garbage after %PDF- "loads" with no catalog, and only reading the pages fails.
    const doc = await PDFDocument.load(await readFile(filePath), { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** A text field, under its own limit and what is left of the form's (`budget.left` bytes). */
async function readText(data: AsyncIterable<Uint8Array>, name: string, budget: { left: number }) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    budget.left -= chunk.byteLength;
    if (size > MAX_TEXT_FIELD) throw new UploadError(UPLOAD_MESSAGES.fieldTooLong, name);
    if (budget.left < 0) throw new UploadError(UPLOAD_MESSAGES.textTooLong, "");
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString("utf8");
}

const drain = async (data: AsyncIterable<Uint8Array>) => {
  for await (const _ of data) void _;
};

/**
 * Parses a multipart form, streaming each file of `rules` to a temporary file under its size
 * limit, then checking its content. Text fields come back in the FormData; files in `files`
 * (or, for a rule with `multiple`, all of the field's files in `fileLists`). A file that breaks
 * its rule, or that could not be written to the temporary folder (a full disk), is left out and its
 * message is kept in `fileErrors`, so the form's text survives. More than MAX_PARTS parts or
 * MAX_TEXT_TOTAL bytes of text throw an UploadError for the whole form (field "").
 */
export async function parseUploadCollecting(request: Request, rules: Record<string, FileRule>) {
  const dir = path.join(os.tmpdir(), "parish-uploads", randomBytes(8).toString("hex"));
  await mkdir(dir, { recursive: true });
  const files: Record<string, UploadedFile> = {};
  const fileLists: Record<string, UploadedFile[]> = {};
  const fileErrors: Record<string, string> = {};
  const totals: Record<string, number> = {};
  const text = { left: MAX_TEXT_TOTAL };
  let parts = 0;
  const cleanup = () => rm(dir, { recursive: true, force: true });

  const receive = async (name: string, base: string, rule: FileRule, data: AsyncIterable<Uint8Array>) => {
    const list = (fileLists[name] ??= []);
    if (rule.multiple?.maxFiles !== undefined && list.length >= rule.multiple.maxFiles) throw new UploadError(rule.multiple.messages.count, name);
    const tmpPath = path.join(dir, randomBytes(8).toString("hex"));
    let size = 0;
    async function* checked() {
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (rule.multiple && (totals[name] ?? 0) + size > rule.maxBytes) throw new UploadError(rule.multiple.messages.total, name);
        if (size > rule.maxBytes) throw new UploadError(rule.messages.size, name);
        yield chunk;
      }
    }
    // pipeline listens to the file's errors (a full disk, no space for another file) and closes it
    // whatever happens; such an error is the file's message, never a crash of the web process.
    try {
      await pipeline(checked, createWriteStream(tmpPath));
    } catch (error) {
      await rm(tmpPath, { force: true });
      if (error instanceof UploadError) throw error;
      console.error("upload: the temporary file could not be written", error);
      throw new UploadError(UPLOAD_MESSAGES.notReceived, name);
    }
    if (size === 0) throw new UploadError(rule.messages.invalid, name);
    const kind = await sniffKind(tmpPath);
    if (!kind || !rule.kinds.includes(kind)) throw new UploadError(rule.messages.type, name);
    if (!(await parses(tmpPath, kind))) throw new UploadError(rule.messages.invalid, name);
    const file = { tmpPath, filename: base.slice(0, 200), size, kind, contentType: CONTENT_TYPES[kind] };
    totals[name] = (totals[name] ?? 0) + size;
    if (rule.multiple) list.push(file);
    else files[name] = file;
  };

  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (++parts > MAX_PARTS) throw new UploadError(UPLOAD_MESSAGES.tooManyParts, "");
    if (filename === undefined) return readText(data, name, text);
    const rule = rules[name];
    if (!rule) throw new UploadError("Unexpected file.", name);
    const base = path.basename(filename);
    if (!base || IGNORED_NAMES.has(base) || fileErrors[name]) return void (await drain(data));
    try {
      await receive(name, base, rule, data);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      fileErrors[name] = error.message;
      delete files[name];
      await drain(data);
    }
    return undefined;
  };

  try {
    const formData = await unstable_parseMultipartFormData(request, handler);
    return { formData, files, fileLists, fileErrors, cleanup };
  } catch (error) {
    await cleanup();
    if (error instanceof UploadError) throw error;
    throw new UploadError("Selected file is not valid!", "");
  }
}
