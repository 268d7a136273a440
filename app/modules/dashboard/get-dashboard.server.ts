/**
 * Figures of the home dashboard. Baptisms, funerals, parish events and weddings are built in
 * later parts of the product; until their tables exist the counts are zero and the lists empty.
 */
export async function getDashboard(_churchId: string) {
  return {
    counts: { baptisms: 0, funerals: 0, events: 0, weddings: 0 },
    upcomingBaptisms: [] as { id: string; name: string; date: string; officiant: string }[],
    upcomingFunerals: [] as { id: string; name: string; date: string; time: string; serviceType: string }[],
    upcomingWeddings: [] as { id: string; couple: string; date: string; priest: string }[],
  };
}
