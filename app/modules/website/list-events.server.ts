import { parishToday } from "~/modules/parish/today.server";
import { db } from "~/utils/db.server";
import { pageOf } from "~/utils/paging";
import { PAST_EVENTS_PAGE_SIZE } from "./options";

/** What a row of the events list shows. */
export const EVENT_ROW = { id: true, title: true, startsAt: true, endsAt: true, place: true, isPublic: true, imageFileId: true } as const;

/** Events that have not ended before the parish's today: starting today or later, or still running. */
export const upcomingWhere = (churchId: string, today = parishToday()) => ({ churchId, OR: [{ startsAt: { gte: today } }, { endsAt: { gte: today } }] });
const pastWhere = (churchId: string, today = parishToday()) => ({ churchId, startsAt: { lt: today }, OR: [{ endsAt: null }, { endsAt: { lt: today } }] });

/** Upcoming events (spec: GET /events?dateType=upcoming), soonest first. */
export function listUpcomingEvents(churchId: string) {
  return db.websiteEvent.findMany({ where: upcomingWhere(churchId), select: EVENT_ROW, orderBy: [{ startsAt: "asc" }, { id: "asc" }] });
}

/** One page of past events (spec: dateType past), latest first. */
export async function listPastEvents(churchId: string, asked: number | undefined) {
  const where = pastWhere(churchId);
  const total = await db.websiteEvent.count({ where });
  const { page, pageCount, skip, take } = pageOf(total, asked, PAST_EVENTS_PAGE_SIZE);
  const events = await db.websiteEvent.findMany({ where, select: EVENT_ROW, orderBy: [{ startsAt: "desc" }, { id: "asc" }], skip, take });
  return { events, total, page, pageCount };
}

/** The dashboard's Website tile (spec: GET /events/count?date=upcoming). */
export const countUpcomingEvents = (churchId: string) => db.websiteEvent.count({ where: upcomingWhere(churchId) });
