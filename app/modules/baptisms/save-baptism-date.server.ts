import { requireOfficiant } from "~/modules/staff/officiants.server";
import { db } from "~/utils/db.server";
import { AppError, isUniqueViolation } from "~/utils/errors.server";
import type { BaptismDateInput } from "./date-schema";
import { getBaptismDate } from "./get-baptism-date.server";
import { BAPTISM_MESSAGES } from "./options";

/**
 * Adds a baptism date (no id) or changes one of the church's. The officiant must be an active priest
 * or deacon of the church; a date keeps its officiant even if they are no longer active.
 */
export async function saveBaptismDate(churchId: string, values: BaptismDateInput, dateId?: string) {
  const existing = dateId === undefined ? null : await getBaptismDate(churchId, dateId);
  const officiantId = await requireOfficiant(churchId, values.officiant, existing?.officiantId);
  try {
    if (!existing) return await db.baptismDate.create({ data: { churchId, date: values.when, officiantId }, select: { id: true } });
    await db.baptismDate.updateMany({ where: { id: existing.id, churchId }, data: { date: values.when, officiantId } });
    return { id: existing.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", BAPTISM_MESSAGES.dateTaken, { date: [BAPTISM_MESSAGES.dateTaken] });
    throw error;
  }
}
