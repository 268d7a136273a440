import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { listStaff } from "./list-staff.server";
import { peopleListQuery } from "./people-list.server";
import type { StaffKind } from "./staff";

/** The teachers' or volunteers' list for the URL's search and page (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadStaffListPage(kind: StaffKind, churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const { q, page } = peopleListQuery(params);
  const { people, ...list } = await listStaff(kind, churchId, { q, page });
  return { ...list, people: rowsOnce(context, "people", people), q };
}
