import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { fileStorage } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";

/**
 * An image the public homepage shows: a sponsor's logo, or the image of a public event, of this
 * church. Every other stored file (documents, photos, a private event's image) is "not found" here.
 */
export async function getPublicImage(churchId: string, fileId: string) {
  if (!isRecordId(churchId) || !isRecordId(fileId)) throw notFound();
  const file = await db.storedFile.findFirst({
    where: {
      id: fileId,
      churchId,
      OR: [
        { kind: "sponsor-logo", sponsorLogo: { churchId } },
        { kind: "event-image", eventImage: { churchId, isPublic: true } },
      ],
    },
  });
  if (!file) throw notFound();
  const stream = await fileStorage().get(file.key);
  if (!stream) throw notFound();
  return { file, stream };
}
