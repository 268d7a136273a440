import { db } from "~/utils/db.server";

/** The school years with online registrations waiting for the office's review, and how many each (the home page's link to the list's filter). */
export async function countOnlineRegistrationsToReview(churchId: string) {
  const groups = await db.registration.groupBy({ by: ["schoolYearId"], where: { churchId, source: "ONLINE", review: "PENDING" }, _count: { _all: true } });
  if (!groups.length) return [];
  const years = await db.schoolYear.findMany({ where: { churchId, id: { in: groups.map((g) => g.schoolYearId) } }, select: { id: true, yearName: true } });
  const names = new Map(years.map((y) => [y.id, y.yearName]));
  return groups
    .map((g) => ({ yearId: g.schoolYearId, yearName: names.get(g.schoolYearId) ?? "", count: g._count._all }))
    .sort((a, b) => b.yearName.localeCompare(a.yearName));
}
