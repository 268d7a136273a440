import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { listWeddings, weddingListQuery } from "./list-weddings.server";
import { selectedPriestIds } from "./priest-selection.server";

/** The weddings list for the URL's filters and the sidebar's priests (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadWeddingsPage(churchId: string, request: Request, context?: AppLoadContext) {
  const query = weddingListQuery(request);
  const priestIds = await selectedPriestIds(churchId, request);
  const { weddings, ...list } = await listWeddings(churchId, { ...query, priestIds });
  return { ...list, weddings: rowsOnce(context, "weddings", weddings), when: query.when, group: query.group };
}
