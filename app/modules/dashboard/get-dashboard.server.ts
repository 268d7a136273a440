import { DASHBOARD_UPCOMING } from "~/modules/baptisms/options";
import { upcomingBaptismsSummary } from "~/modules/baptisms/upcoming-baptisms.server";
import { upcomingFuneralsSummary } from "~/modules/funerals/upcoming-funerals.server";
import { DASHBOARD_UPCOMING_WEDDINGS } from "~/modules/weddings/options";
import { upcomingWeddingsSummary } from "~/modules/weddings/upcoming-weddings.server";

/** Figures of the home dashboard: upcoming baptisms, weddings and funerals (count and the next few). */
export async function getDashboard(churchId: string) {
  const [baptisms, weddings, funerals] = await Promise.all([
    upcomingBaptismsSummary(churchId, DASHBOARD_UPCOMING),
    upcomingWeddingsSummary(churchId, DASHBOARD_UPCOMING_WEDDINGS),
    upcomingFuneralsSummary(churchId, DASHBOARD_UPCOMING),
  ]);
  return {
    // Parish events (the Website tile) have no table yet: 0 until the Website area builds them.
    counts: { baptisms: baptisms.count, funerals: funerals.count, events: 0, weddings: weddings.count },
    upcomingBaptisms: baptisms.baptisms,
    upcomingFunerals: funerals.funerals,
    upcomingWeddings: weddings.weddings,
  };
}
