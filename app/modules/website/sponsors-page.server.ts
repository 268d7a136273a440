import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { listSponsors } from "./list-sponsors.server";

/** Website › Sponsors (the route adds only its guard); the rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadSponsorsPage(churchId: string, context?: AppLoadContext) {
  return { sponsors: rowsOnce(context, "sponsors", await listSponsors(churchId)) };
}
