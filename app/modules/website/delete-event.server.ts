import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { getEvent } from "./get-event.server";

/** Deletes an event of the church and its image (another church's is "not found" and stays). */
export async function deleteEvent(churchId: string, eventId: string) {
  const event = await getEvent(churchId, eventId);
  await db.websiteEvent.deleteMany({ where: { id: event.id, churchId } });
  if (event.imageFileId) await deleteFile(churchId, event.imageFileId);
  return { title: event.title };
}
