import { DASHBOARD_UPCOMING } from "~/modules/baptisms/options";
import { upcomingBaptismsSummary } from "~/modules/baptisms/upcoming-baptisms.server";
import { DASHBOARD_UPCOMING_WEDDINGS } from "~/modules/weddings/options";
import { upcomingWeddingsSummary } from "~/modules/weddings/upcoming-weddings.server";

/**
 * Figures of the home dashboard: upcoming baptisms and weddings (count and the next few). Funerals and
 * parish events are built in later parts of the product; until then their counts are zero and lists empty.
 */
export async function getDashboard(churchId: string) {
  const [baptisms, weddings] = await Promise.all([upcomingBaptismsSummary(churchId, DASHBOARD_UPCOMING), upcomingWeddingsSummary(churchId, DASHBOARD_UPCOMING_WEDDINGS)]);
  return {
    counts: { baptisms: baptisms.count, funerals: 0, events: 0, weddings: weddings.count },
    upcomingBaptisms: baptisms.baptisms,
    upcomingFunerals: [] as { id: string; name: string; date: string; time: string; serviceType: string }[],
    upcomingWeddings: weddings.weddings,
  };
}
