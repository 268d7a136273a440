import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage } from "~/utils/paging";
import { listPastFunerals, listUpcomingFunerals } from "./list-funerals.server";

/** The funerals page: upcoming, and the URL's page of past funerals (the route adds only its guard); their rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadFuneralsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const [upcoming, past] = await Promise.all([listUpcomingFunerals(churchId), listPastFunerals(churchId, readPage(params))]);
  return { upcoming: rowsOnce(context, "upcoming", upcoming), past: { ...past, funerals: rowsOnce(context, "past", past.funerals) } };
}
