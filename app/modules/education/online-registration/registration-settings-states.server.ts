import { db } from "~/utils/db.server";
import { linkState } from "./registration-settings.server";

/** Per school year of the church with online registration set up: whether its link is open, and why not (the years list). */
export async function listRegistrationStates(churchId: string, now = new Date()) {
  const rows = await db.registrationSettings.findMany({ where: { churchId }, select: { schoolYearId: true, enabled: true, opensOn: true, closesOn: true } });
  return Object.fromEntries(rows.map((r) => [r.schoolYearId, linkState(r, now)]));
}
