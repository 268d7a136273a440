import { requireOfficiant } from "~/modules/staff/officiants.server";
import { db } from "~/utils/db.server";
import { funeralRecord, type FuneralInput } from "./funeral-schema";
import { getFuneral } from "./get-funeral.server";

/**
 * Adds a funeral (no id) or changes one of the church's (another church's is "not found"). An
 * officiant, when chosen, must be an active priest or deacon of the church; a funeral keeps the one
 * it has even if they are no longer active.
 */
export async function saveFuneral(churchId: string, values: FuneralInput, funeralId?: string) {
  const existing = funeralId === undefined ? null : await getFuneral(churchId, funeralId);
  const officiantId = values.officiant ? await requireOfficiant(churchId, values.officiant, existing?.officiantId) : null;
  const data = { ...funeralRecord(values), officiantId };
  if (!existing) return db.funeral.create({ data: { ...data, churchId }, select: { id: true } });
  await db.funeral.updateMany({ where: { id: existing.id, churchId }, data });
  return { id: existing.id };
}
