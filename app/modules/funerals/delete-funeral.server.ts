import { db } from "~/utils/db.server";
import { getFuneral } from "./get-funeral.server";

/** Deletes a funeral of the church (another church's is "not found" and stays). */
export async function deleteFuneral(churchId: string, funeralId: string) {
  const funeral = await getFuneral(churchId, funeralId);
  await db.funeral.deleteMany({ where: { id: funeral.id, churchId } });
  return { name: funeral.name };
}
