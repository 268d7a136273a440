import { DASHBOARD_UPCOMING } from "~/modules/baptisms/options";
import { upcomingBaptismsSummary } from "~/modules/baptisms/upcoming-baptisms.server";

/**
 * Figures of the home dashboard: upcoming baptisms (count and the next few). Funerals, parish events
 * and weddings are built in later parts of the product; until then their counts are zero and lists empty.
 */
export async function getDashboard(churchId: string) {
  const baptisms = await upcomingBaptismsSummary(churchId, DASHBOARD_UPCOMING);
  return {
    counts: { baptisms: baptisms.count, funerals: 0, events: 0, weddings: 0 },
    upcomingBaptisms: baptisms.baptisms,
    upcomingFunerals: [] as { id: string; name: string; date: string; time: string; serviceType: string }[],
    upcomingWeddings: [] as { id: string; couple: string; date: string; priest: string }[],
  };
}
