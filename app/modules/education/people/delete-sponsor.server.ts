import { deleteFile } from "~/modules/files/store-file.server";
import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { fullName } from "~/modules/education/names";

/** Deletes the sponsor and every file stored for them. */
export async function deleteSponsor(churchId: string, sponsorId: string) {
  if (!isRecordId(sponsorId)) throw notFound();
  const sponsor = await db.sponsor.findFirst({ where: { id: sponsorId, churchId }, select: { firstname: true, middlename: true, lastname: true } });
  if (!sponsor) throw notFound();
  const files = await db.storedFile.findMany({ where: { churchId, ownerType: "Sponsor", ownerId: sponsorId }, select: { id: true } });
  await db.sponsor.deleteMany({ where: { id: sponsorId, churchId } });
  for (const file of files) await deleteFile(churchId, file.id);
  return { name: fullName(sponsor) };
}
