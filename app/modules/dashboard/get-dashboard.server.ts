import { DASHBOARD_UPCOMING } from "~/modules/baptisms/options";
import { upcomingBaptismsSummary } from "~/modules/baptisms/upcoming-baptisms.server";
import { upcomingFuneralsSummary } from "~/modules/funerals/upcoming-funerals.server";

/**
 * Figures of the home dashboard: upcoming baptisms and funerals (count and the next few). Parish
 * events and weddings are built in later parts of the product; until then their counts are zero and lists empty.
 */
export async function getDashboard(churchId: string) {
  const [baptisms, funerals] = await Promise.all([upcomingBaptismsSummary(churchId, DASHBOARD_UPCOMING), upcomingFuneralsSummary(churchId, DASHBOARD_UPCOMING)]);
  return {
    // Parish events (the Website tile) have no table yet: 0 until the Website area builds them.
    counts: { baptisms: baptisms.count, funerals: funerals.count, events: 0, weddings: 0 },
    upcomingBaptisms: baptisms.baptisms,
    upcomingFunerals: funerals.funerals,
    upcomingWeddings: [] as { id: string; couple: string; date: string; priest: string }[],
  };
}
