import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { listSponsors } from "./list-sponsors.server";
import { peopleListQuery } from "./people-list.server";

/** The sponsors list for the URL's search and page (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadSponsorsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const { q, page } = peopleListQuery(params);
  const { sponsors, ...list } = await listSponsors(churchId, { q, page });
  return { ...list, sponsors: rowsOnce(context, "sponsors", sponsors), q };
}
