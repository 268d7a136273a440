import type { AppLoadContext } from "@remix-run/node";
import { rowsOnce } from "~/utils/document-rows";
import { listStaff, staffListQuery } from "./list-staff.server";

/** Settings › Staff for the URL's filters and page (the route adds only its guard); its rows in a document's HTML only, when `context` is a document request's (see rowsOnce). */
export async function loadStaffPage(churchId: string, params: URLSearchParams, context?: AppLoadContext) {
  const filters = staffListQuery(params);
  const { staff, ...list } = await listStaff(churchId, filters);
  return { ...list, staff: rowsOnce(context, "staff", staff), filters };
}
