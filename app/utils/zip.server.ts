// A .zip's central directory, read by hand (no dependency), and its entries inflated under a budget:
// the checks against zip bombs of the spreadsheet and documents imports.
import { open } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };
export type ZipLimits = { maxEntries: number; maxBytes: number };
export type ZipProblem = "invalid" | "too-many-entries" | "too-large";

/** The entries of a zip held in memory, or null when it is not a zip this reader accepts (ZIP64, encrypted, truncated). */
export function zipEntries(zip: Buffer): ZipEntry[] | null {
  const from = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff || offset >= zip.length) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    if (flags & 0x1 || (method !== 0 && method !== 8) || size === 0xffffffff || compressedSize === 0xffffffff) return null;
    entries.push({ name: zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"), method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The central directory of a zip on disk, read without the rest of the file (an upload of 200 MB is
 * checked without holding it in memory): the directory and its end record, moved to offset 0, which
 * `zipEntries` and `declaredProblem` read like a whole zip (the entries' local offsets are kept, but
 * only the listing is meant: nothing can be inflated from it). Null when no directory is found.
 */
export async function zipDirectory(filePath: string): Promise<Buffer | null> {
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return null;
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directorySize === 0xffffffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > size - tailLength + eocd) return null;
    const directory = Buffer.alloc(directorySize);
    if (directorySize > 0) await handle.read(directory, 0, directorySize, directoryOffset);
    const end = Buffer.from(tail.subarray(eocd));
    end.writeUInt32LE(0, 16);
    return Buffer.concat([directory, end]);
  } finally {
    await handle.close();
  }
}

/** What the directory itself declares: too many entries, or more bytes once inflated than the limit. */
export function declaredProblem(zip: Buffer, limits: ZipLimits): ZipProblem | null {
  const entries = zipEntries(zip);
  if (!entries) return "invalid";
  if (entries.length > limits.maxEntries) return "too-many-entries";
  if (entries.reduce((sum, e) => sum + e.size, 0) > limits.maxBytes) return "too-large";
  return null;
}

/** One entry's bytes, inflated at most to `maxBytes` (whatever its header claims); null when it is damaged. */
export function inflateEntry(zip: Buffer, entry: ZipEntry, maxBytes: number): Buffer | "too-large" | null {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length > maxBytes ? "too-large" : data;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too-large" : null;
  }
}

/** Inflates every entry under one budget: the real check, for a directory that lies about its sizes. */
export function inflatedProblem(zip: Buffer, limits: ZipLimits): ZipProblem | null {
  const declared = declaredProblem(zip, limits);
  if (declared) return declared;
  let left = limits.maxBytes;
  for (const entry of zipEntries(zip)!) {
    const bytes = inflateEntry(zip, entry, left);
    if (bytes === "too-large") return "too-large";
    if (!bytes) return "invalid";
    left -= bytes.length;
  }
  return null;
}
