import { db } from "~/utils/db.server";

/** The church's certificate settings; before the first save, its name and nothing else. */
export async function getCertificateSettings(churchId: string) {
  const saved = await db.certificateSettings.findUnique({ where: { churchId }, select: { churchName: true, pastorName: true, city: true, state: true } });
  if (saved) return saved;
  const church = await db.church.findUniqueOrThrow({ where: { id: churchId }, select: { name: true } });
  return { churchName: church.name, pastorName: "", city: "", state: "" };
}
