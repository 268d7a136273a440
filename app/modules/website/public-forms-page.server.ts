import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { readPage, readSearch } from "~/utils/paging";
import { listMembers } from "./list-members.server";
import { newMemberFormPath, publicFormLink } from "./public-form-link.server";

/** Website › Forms: the public form's address and the URL's page of submitted members (the route adds only its guard); their rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadPublicFormsPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const q = readSearch(params);
  const [link, { members, ...list }] = await Promise.all([publicFormLink(churchId), listMembers(churchId, { page: readPage(params), q })]);
  return { link, path: newMemberFormPath(churchId), members: { ...list, members: rowsOnce(context, "members", members) }, q };
}
