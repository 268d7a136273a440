import { db } from "~/utils/db.server";

/** The church's school years, newest name first, with how many registrations each has. */
export async function listYears(churchId: string) {
  const years = await db.schoolYear.findMany({
    where: { churchId },
    select: { id: true, yearName: true, isCurrent: true, _count: { select: { registrations: { where: { churchId } } } } },
    orderBy: { yearName: "desc" },
  });
  return years.map(({ _count, ...year }) => ({ ...year, registrations: _count.registrations }));
}
