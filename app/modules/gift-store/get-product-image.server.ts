import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { fileStorage } from "~/utils/storage.server";
import { isRecordId } from "~/utils/text";

/** A catalogue picture and its bytes; an unknown id is "not found". */
export async function getProductImage(imageId: string) {
  if (!isRecordId(imageId)) throw notFound();
  const image = await db.productImage.findUnique({ where: { id: imageId } });
  if (!image) throw notFound();
  const stream = await fileStorage().get(image.key);
  if (!stream) throw notFound();
  return { image, stream };
}
