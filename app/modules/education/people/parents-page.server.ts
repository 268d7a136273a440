import type { AppLoadContext } from "@remix-run/node";
import { PARENT_ROLES } from "~/modules/education/options";
import { rowsOnce } from "~/utils/document-rows";
import { listParents } from "./list-parents.server";
import { peopleListQuery } from "./people-list.server";

/** The parents list for the URL's search, role and page (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadParentsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const { q, page } = peopleListQuery(params);
  const role = PARENT_ROLES.find((o) => o.value === params.get("role"))?.value ?? null;
  const { parents, ...list } = await listParents(churchId, { q, role, page });
  return { ...list, parents: rowsOnce(context, "parents", parents), q, role };
}
