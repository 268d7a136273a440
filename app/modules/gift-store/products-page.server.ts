import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage } from "~/utils/paging";
import { listProducts } from "./list-products.server";

/** The catalogue's page the URL asks for, for the Gift Store and the super-admin's Products (the routes add only their guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadProductsPage(params: URLSearchParams, context?: AppLoadContext) {
  const { products, ...list } = await listProducts(readPage(params));
  return { ...list, products: rowsOnce(context, "products", products) };
}
