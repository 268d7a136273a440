import { db } from "~/utils/db.server";
import { findRegistrationLink } from "../online-registration/registration-link.server";

/** The church's school years open for online registration now (the same rule as the public link: enabled, within its dates). */
export async function openRegistrationYears(churchId: string, now = new Date()) {
  const settings = await db.registrationSettings.findMany({ where: { churchId }, select: { publicId: true }, orderBy: { createdAt: "asc" }, take: 10 });
  const open = [];
  for (const { publicId } of settings) {
    const link = await findRegistrationLink(publicId, now);
    if (link.state === "open" && link.churchId === churchId) open.push({ schoolYearId: link.schoolYearId, yearName: link.yearName, publicId: link.publicId, closesOn: link.settings.closesOn });
  }
  return open.sort((a, b) => a.yearName.localeCompare(b.yearName));
}
