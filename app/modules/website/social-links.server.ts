import { db } from "~/utils/db.server";

/** The church's social links (none saved yet: all empty). */
export async function getSocialLinks(churchId: string) {
  const row = await db.churchWebsite.findUnique({ where: { churchId }, select: { facebookUrl: true, instagramUrl: true, youtubeUrl: true, xUrl: true } });
  return row ?? { facebookUrl: null, instagramUrl: null, youtubeUrl: null, xUrl: null };
}
