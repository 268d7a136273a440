import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";

export const PRODUCTS_PAGE_SIZE = 50;

/** The catalogue (spec: GET products), by name, with each product's first image (the thumbnail). */
export async function listProducts(asked: number | undefined) {
  const total = await db.product.count();
  const { page, pageCount, skip, take } = pageOf(total, asked, PRODUCTS_PAGE_SIZE);
  const rows = await db.product.findMany({
    select: { id: true, productName: true, churchWholesalePriceCents: true, suggestedRetailCents: true, images: { select: { id: true }, orderBy: { position: "asc" }, take: 1 } },
    orderBy: [{ productName: "asc" }, { id: "asc" }],
    skip,
    take,
  });
  const products = rows.map(({ images, ...p }) => ({ ...p, thumbnailId: images[0]?.id ?? null }));
  return { products, total, page, pageCount };
}
