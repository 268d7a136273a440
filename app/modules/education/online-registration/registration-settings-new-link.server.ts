import { getYear } from "~/modules/education/years/get-year.server";
import { db } from "~/utils/db.server";
import { AppError } from "~/utils/errors.server";
import { newPublicId } from "./registration-link.server";
import { SETTINGS_MESSAGES } from "./registration-settings-schema";

/** Replaces a year's public link with a new random one: the old link then answers 'Invalid Link!'. */
export async function makeNewRegistrationLink(churchId: string, yearId: string) {
  const year = await getYear(churchId, yearId);
  const { count } = await db.registrationSettings.updateMany({ where: { churchId, schoolYearId: year.id }, data: { publicId: newPublicId() } });
  if (count === 0) throw new AppError("CONFLICT", SETTINGS_MESSAGES.noLinkYet);
  return year;
}
