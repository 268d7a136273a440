import { readPage } from "~/utils/paging";
import { listPastBaptisms, listUpcomingBaptisms } from "./list-baptisms.server";
import { PAST_PAGE_SIZE } from "./options";

/** The baptisms page: upcoming dates with their baptisms, and the URL's page of past baptisms (the route adds only its guard). */
export async function loadBaptismsPage(churchId: string, params: URLSearchParams) {
  const [upcoming, past] = await Promise.all([listUpcomingBaptisms(churchId), listPastBaptisms(churchId, readPage(params))]);
  return { upcoming, past: { ...past, pageSize: PAST_PAGE_SIZE } };
}
