import { randomBytes } from "node:crypto";
import { db, type Tx } from "~/utils/db.server";
import { fileStorage } from "~/utils/storage.server";
import type { UploadedFile } from "~/utils/upload.server";

export type FileOwner = { kind: string; ownerType: string; ownerId?: string | null };

const EXTENSIONS: Record<string, string> = { pdf: ".pdf", png: ".png", jpeg: ".jpg", webp: ".webp", xlsx: ".xlsx", xls: ".xls", csv: ".csv" };

/** Stores a checked upload under a server-made key that starts with the church id, and records it. */
export async function storeFile(input: { churchId: string; owner: FileOwner; file: UploadedFile; createdById?: string | null }, tx: Tx = db) {
  const key = `${input.churchId}/${input.owner.kind}/${randomBytes(16).toString("hex")}${EXTENSIONS[input.file.kind] ?? ""}`;
  await fileStorage().put(key, input.file.tmpPath, input.file.contentType);
  return tx.storedFile.create({
    data: {
      churchId: input.churchId,
      key,
      kind: input.owner.kind,
      ownerType: input.owner.ownerType,
      ownerId: input.owner.ownerId ?? null,
      filename: input.file.filename,
      contentType: input.file.contentType,
      size: input.file.size,
      createdById: input.createdById ?? null,
    },
  });
}

/** Removes the record, then the stored bytes (a failed removal only leaves an orphan blob behind). */
export async function deleteFile(churchId: string, fileId: string) {
  const file = await db.storedFile.findFirst({ where: { id: fileId, churchId } });
  if (!file) return false;
  await db.storedFile.deleteMany({ where: { id: file.id, churchId } });
  await fileStorage().remove(file.key).catch((error) => console.error(`stored file ${file.key} not removed`, error));
  return true;
}
