import { randomBytes } from "node:crypto";
import { storeFile } from "~/modules/files/store-file.server";
import { searchNameOf } from "~/modules/education/names";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { fileStorage, removeStoredIfFails } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";
import type { UploadedFile } from "~/utils/upload.server";
import { baptismRecord, namedGodparents, type BaptismInput } from "./baptism-schema";
import { requireBaptismDate } from "./date-options.server";
import { isCelebrated } from "./get-baptism.server";
import { BAPTISM_DOCUMENTS } from "./options";

/**
 * Adds a baptism (no id) or changes one of the church's. The date must be one of the church's
 * upcoming dates or the baptism's own. New documents are stored first and replace the ones of their
 * kind (whose bytes go once the save is in); each sets its "received" box. The register fields are
 * kept only once the baptism has been celebrated.
 */
export async function saveBaptism(input: { churchId: string; baptismId?: string; userId: string; values: BaptismInput; files: Record<string, UploadedFile> }) {
  const { churchId, values } = input;
  let existing: { id: string; baptismDateId: string } | null = null;
  if (input.baptismId !== undefined) {
    if (!isRecordId(input.baptismId)) throw notFound();
    existing = await db.baptism.findFirst({ where: { id: input.baptismId, churchId }, select: { id: true, baptismDateId: true } });
    if (!existing) throw notFound();
  }
  const baptismDateId = await requireBaptismDate(churchId, values.dateTime, existing?.baptismDateId);
  const date = await db.baptismDate.findFirstOrThrow({ where: { id: baptismDateId, churchId }, select: { date: true } });
  const uploads = BAPTISM_DOCUMENTS.flatMap((d) => (input.files[d.field] ? [{ ...d, file: input.files[d.field] }] : []));
  const record = {
    ...baptismRecord(values, isCelebrated(date.date)),
    ...Object.fromEntries(uploads.map((u) => [u.flag, true])),
    searchName: searchNameOf(values),
    baptismDateId,
  };
  const godparents = namedGodparents(values);

  // A new baptism's id is made here, so its documents can be stored (and named after it) before the transaction.
  const id = existing?.id ?? `c${randomBytes(12).toString("hex")}`;

  const replacedKeys = await removeStoredIfFails(async () => {
    const stored: { kind: (typeof uploads)[number]["kind"]; fileId: string }[] = [];
    for (const u of uploads) {
      const row = await storeFile({ churchId, owner: { kind: "baptism-document", ownerType: "Baptism", ownerId: id }, file: u.file, createdById: input.userId });
      stored.push({ kind: u.kind, fileId: row.id });
    }
    return db.$transaction(async (tx) => {
      if (existing) await tx.baptism.updateMany({ where: { id, churchId }, data: record });
      else await tx.baptism.create({ data: { ...record, id, churchId }, select: { id: true } });
      await tx.baptismGodparent.deleteMany({ where: { churchId, baptismId: id } });
      await tx.baptismGodparent.createMany({ data: godparents.map((g, k) => ({ churchId, baptismId: id, position: k + 1, firstname: g.firstname ?? null, middlename: g.middlename ?? null, lastname: g.lastname ?? null })) });
      const old = stored.length
        ? await tx.baptismDocument.findMany({ where: { churchId, baptismId: id, kind: { in: stored.map((s) => s.kind) } }, select: { file: { select: { id: true, key: true } } } })
        : [];
      // Deleting the stored-file rows takes their document rows with them (cascade).
      await tx.storedFile.deleteMany({ where: { churchId, id: { in: old.map((o) => o.file.id) } } });
      await tx.baptismDocument.createMany({ data: stored.map((s) => ({ churchId, baptismId: id, kind: s.kind, fileId: s.fileId })) });
      return old.map((o) => o.file.key);
    });
  });
  for (const key of replacedKeys) await fileStorage().remove(key).catch((error) => console.error(`stored file ${key} not removed`, error));
  return { id };
}
