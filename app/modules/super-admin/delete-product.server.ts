import { db } from "~/utils/db.server";
import { fileStorage } from "~/utils/storage.server";
import { recordAdminAction, type AdminActor } from "./record-action.server";
import { getProduct } from "./get-product.server";

/** Deletes a product and its pictures (spec: products; the bytes after the rows). Recorded. */
export async function deleteProduct(actor: AdminActor, productId: string) {
  const product = await getProduct(productId);
  await db.$transaction(async (tx) => {
    await tx.product.delete({ where: { id: product.id } });
    await recordAdminAction(actor, "product deleted", `Product ${product.productName}`, null, tx);
  });
  for (const image of product.images) await fileStorage().remove(image.key).catch((error) => console.error(`product image ${image.key} not removed`, error));
  return { productName: product.productName };
}
