import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage, readSearch } from "~/utils/paging";
import { listUsers } from "./list-users.server";

/** Super Admin › Users for the URL's search and page (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadUsersPage(params: URLSearchParams, context?: AppLoadContext) {
  const q = readSearch(params);
  const { users, ...list } = await listUsers({ q, page: readPage(params) });
  return { q, ...list, users: rowsOnce(context, "users", users) };
}
