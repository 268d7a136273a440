import { DASHBOARD_UPCOMING } from "~/modules/baptisms/options";
import { upcomingBaptismsSummary } from "~/modules/baptisms/upcoming-baptisms.server";
import { upcomingFuneralsSummary } from "~/modules/funerals/upcoming-funerals.server";
import { DASHBOARD_UPCOMING_WEDDINGS } from "~/modules/weddings/options";
import { upcomingWeddingsSummary } from "~/modules/weddings/upcoming-weddings.server";
import { countUpcomingEvents } from "~/modules/website/list-events.server";
import { getNotifications } from "./get-notifications.server";

/** Figures of the home dashboard: upcoming baptisms, weddings and funerals (count and the next few), the count of upcoming parish events, and what its bell lists. */
export async function getDashboard(churchId: string) {
  const [baptisms, weddings, funerals, events, notifications] = await Promise.all([
    upcomingBaptismsSummary(churchId, DASHBOARD_UPCOMING),
    upcomingWeddingsSummary(churchId, DASHBOARD_UPCOMING_WEDDINGS),
    upcomingFuneralsSummary(churchId, DASHBOARD_UPCOMING),
    countUpcomingEvents(churchId),
    getNotifications(churchId),
  ]);
  return {
    counts: { baptisms: baptisms.count, funerals: funerals.count, events, weddings: weddings.count },
    upcomingBaptisms: baptisms.baptisms,
    upcomingFunerals: funerals.funerals,
    upcomingWeddings: weddings.weddings,
    notifications,
  };
}
