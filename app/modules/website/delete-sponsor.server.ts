import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { getSponsor } from "./get-sponsor.server";

/** Deletes a sponsor of the church and its logo (another church's is "not found" and stays). */
export async function deleteSponsor(churchId: string, sponsorId: string) {
  const sponsor = await getSponsor(churchId, sponsorId);
  await db.websiteSponsor.deleteMany({ where: { id: sponsor.id, churchId } });
  if (sponsor.logoFileId) await deleteFile(churchId, sponsor.logoFileId);
  return { name: sponsor.name };
}
