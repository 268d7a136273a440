import { db } from "~/utils/db.server";
import type { HomepageInput } from "./homepage-schema";

/** Saves the welcome announcement (spec: PATCH /welcomeAnnouncement), Mass times and contact. */
export async function saveHomepage(churchId: string, values: HomepageInput) {
  const data = {
    welcomeAnnouncement: values.welcomeAnnouncement ?? "",
    massTimes: values.massTimes ?? null,
    address: values.address ?? null,
    phone: values.phone ?? null,
    email: values.email ?? null,
  };
  await db.churchWebsite.upsert({ where: { churchId }, create: { churchId, ...data }, update: data });
}
