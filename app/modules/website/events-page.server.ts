import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage } from "~/utils/paging";
import { listPastEvents, listUpcomingEvents } from "./list-events.server";
import { publicHomepagePath } from "./options";

/** Website › Home: upcoming events and the URL's page of past ones (the route adds only its guard); their rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadEventsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const [upcoming, past] = await Promise.all([listUpcomingEvents(churchId), listPastEvents(churchId, readPage(params))]);
  return { upcoming: rowsOnce(context, "upcoming", upcoming), past: { ...past, events: rowsOnce(context, "past", past.events) }, homepage: publicHomepagePath(churchId) };
}
