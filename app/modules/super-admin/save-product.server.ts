import { randomBytes } from "node:crypto";
import { db } from "~/utils/db.server";
import { fileStorage } from "~/utils/storage.server";
import type { UploadedFile } from "~/utils/upload.server";
import { getProduct } from "./get-product.server";
import type { ProductInput } from "./product-schema";
import { recordAdminAction, type AdminActor } from "./record-action.server";

const EXTENSIONS: Record<string, string> = { png: ".png", jpeg: ".jpg", webp: ".webp" };

/**
 * Adds a product (no id) or changes one (spec: POST and PATCH products, multipart): new pictures go
 * after the ones it has, checked ones are removed (their bytes after the save). Recorded.
 */
export async function saveProduct(input: { actor: AdminActor; values: ProductInput; images: UploadedFile[]; productId?: string }) {
  const { values } = input;
  const existing = input.productId === undefined ? null : await getProduct(input.productId);
  const storage = fileStorage();
  const stored: { key: string; file: UploadedFile }[] = [];
  for (const file of input.images) {
    const key = `platform/products/${randomBytes(16).toString("hex")}${EXTENSIONS[file.kind] ?? ""}`;
    await storage.put(key, file.tmpPath, file.contentType);
    stored.push({ key, file });
  }
  const removing = existing ? existing.images.filter((i) => values.removeImages?.includes(i.id)) : [];
  const data = { productName: values.productName, description: values.description ?? null, churchWholesalePriceCents: values.churchWholesalePrice, suggestedRetailCents: values.suggestedRetail };
  const id = await db.$transaction(async (tx) => {
    const product = existing ? await tx.product.update({ where: { id: existing.id }, data }) : await tx.product.create({ data });
    if (removing.length) await tx.productImage.deleteMany({ where: { productId: product.id, id: { in: removing.map((i) => i.id) } } });
    const start = (existing?.images.at(-1)?.position ?? -1) + 1;
    await tx.productImage.createMany({
      data: stored.map((s, n) => ({ productId: product.id, key: s.key, filename: s.file.filename, contentType: s.file.contentType, size: s.file.size, position: start + n })),
    });
    await recordAdminAction(input.actor, existing ? "product updated" : "product added", `Product ${product.productName}`, stored.length || removing.length ? `${stored.length} image(s) added, ${removing.length} removed` : null, tx);
    return product.id;
  });
  for (const image of removing) await storage.remove(image.key).catch((error) => console.error(`product image ${image.key} not removed`, error));
  return { id };
}
