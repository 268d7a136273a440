import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";

/** A catalogue product with its pictures in order; an unknown id is "not found". */
export async function getProduct(productId: string) {
  if (!isRecordId(productId)) throw notFound();
  const product = await db.product.findUnique({ where: { id: productId }, include: { images: { orderBy: { position: "asc" } } } });
  if (!product) throw notFound();
  return product;
}
