import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage } from "~/utils/paging";
import { listPastBaptisms, listUpcomingBaptisms } from "./list-baptisms.server";
import { PAST_PAGE_SIZE } from "./options";

/**
 * The baptisms page: upcoming dates with their baptisms, and the URL's page of past baptisms (the
 * route adds only its guard). The upcoming dates are in a document's HTML only when `context` is a
 * document request's (see rowsOnce); the past page stays data, as Load More adds to it.
 */
export async function loadBaptismsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const [upcoming, past] = await Promise.all([listUpcomingBaptisms(churchId), listPastBaptisms(churchId, readPage(params))]);
  return { upcoming: rowsOnce(context, "upcoming", upcoming), past: { ...past, pageSize: PAST_PAGE_SIZE } };
}
