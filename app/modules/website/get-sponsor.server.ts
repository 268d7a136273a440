import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

export const SPONSOR = { id: true, name: true, link: true, logoFileId: true, updatedAt: true } as const;

/** A sponsor of the church; another church's (or none) is "not found". */
export async function getSponsor(churchId: string, sponsorId: string) {
  if (!isRecordId(sponsorId)) throw notFound();
  const sponsor = await db.websiteSponsor.findFirst({ where: { id: sponsorId, churchId }, select: SPONSOR });
  if (!sponsor) throw notFound();
  return sponsor;
}
