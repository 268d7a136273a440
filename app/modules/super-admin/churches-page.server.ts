import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage, readSearch } from "~/utils/paging";
import { listChurches } from "./list-churches.server";

/** Super Admin › Churches for the URL's search and page (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadChurchesPage(params: URLSearchParams, context?: AppLoadContext) {
  const q = readSearch(params);
  const { churches, ...list } = await listChurches({ q, page: readPage(params) });
  return { q, ...list, churches: rowsOnce(context, "churches", churches) };
}
