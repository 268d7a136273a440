import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** An event of the church; another church's (or none) is "not found". */
export async function getEvent(churchId: string, eventId: string) {
  if (!isRecordId(eventId)) throw notFound();
  const event = await db.websiteEvent.findFirst({ where: { id: eventId, churchId } });
  if (!event) throw notFound();
  return event;
}

export type WebsiteEvent = Awaited<ReturnType<typeof getEvent>>;
