import { deleteFile, storeFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import type { UploadedFile } from "~/utils/upload.server";
import { eventRecord, type EventInput } from "./event-schema";
import { getEvent } from "./get-event.server";

/**
 * Adds an event (no id) or changes one of the church's (another church's is "not found"). A new
 * image replaces the old one, and 'Remove image' takes it off; the old file is deleted after the save.
 */
export async function saveEvent(input: { churchId: string; values: EventInput; image?: UploadedFile; eventId?: string; userId?: string }) {
  const { churchId, values } = input;
  const existing = input.eventId === undefined ? null : await getEvent(churchId, input.eventId);
  const stored = input.image ? await storeFile({ churchId, owner: { kind: "event-image", ownerType: "website-event", ownerId: existing?.id }, file: input.image, createdById: input.userId }) : null;
  const imageFileId = stored ? stored.id : values.removeImage ? null : (existing?.imageFileId ?? null);
  const data = { ...eventRecord(values), imageFileId };
  let id: string;
  if (existing) {
    await db.websiteEvent.updateMany({ where: { id: existing.id, churchId }, data });
    id = existing.id;
  } else {
    id = (await db.websiteEvent.create({ data: { ...data, churchId }, select: { id: true } })).id;
    if (stored) await db.storedFile.updateMany({ where: { id: stored.id, churchId }, data: { ownerId: id } });
  }
  if (existing?.imageFileId && existing.imageFileId !== imageFileId) await deleteFile(churchId, existing.imageFileId);
  return { id };
}
