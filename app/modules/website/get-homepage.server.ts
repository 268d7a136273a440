import { db } from "~/utils/db.server";

const EMPTY = { welcomeAnnouncement: "", massTimes: null, address: null, phone: null, email: null };

/** The homepage's text (spec: GET /fetchWebsite): the church's row, or empty before the first save. */
export async function getHomepage(churchId: string) {
  const row = await db.churchWebsite.findUnique({ where: { churchId }, select: { welcomeAnnouncement: true, massTimes: true, address: true, phone: true, email: true } });
  return row ?? EMPTY;
}
