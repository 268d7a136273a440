import { db } from "~/utils/db.server";
import type { SocialLinksInput } from "./social-links";

/** Saves the church's social links (what is left empty is cleared). */
export async function saveSocialLinks(churchId: string, v: SocialLinksInput) {
  const data = { facebookUrl: v.facebookUrl ?? null, instagramUrl: v.instagramUrl ?? null, youtubeUrl: v.youtubeUrl ?? null, xUrl: v.xUrl ?? null };
  await db.churchWebsite.upsert({ where: { churchId }, create: { churchId, ...data }, update: data });
}
