import type { Prisma } from "~/generated/prisma/client";
import { db } from "~/utils/db.server";
import { ATTENDANCE_ISSUE_ABSENCES } from "~/modules/education/options";

/** Absences per registration, counted by the database (one GROUP BY), for the registrations `where` selects. */
export async function absenceCounts(churchId: string, where: Prisma.RegistrationWhereInput) {
  const groups = await db.absence.groupBy({ by: ["registrationId"], where: { churchId, registration: where }, _count: { _all: true } });
  return new Map(groups.map((g) => [g.registrationId, g._count._all]));
}

/** The home figure 'attendance issues': current-year registrations with ATTENDANCE_ISSUE_ABSENCES absences or more. */
export async function countAttendanceIssues(churchId: string) {
  const groups = await db.absence.groupBy({
    by: ["registrationId"],
    where: { churchId, registration: { churchId, schoolYear: { churchId, isCurrent: true } } },
    having: { registrationId: { _count: { gte: ATTENDANCE_ISSUE_ABSENCES } } },
  });
  return groups.length;
}
