import { db } from "~/utils/db.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { countAttendanceIssues } from "~/modules/education/attendance/absence-counts.server";
import { countOnlineRegistrationsToReview } from "./online-registrations-to-review.server";
import { missingDocumentsWhere, professionRequiredWhere } from "./student-counts.server";

/** The figures of the religious-education home page, counted in parallel. */
export async function getEducationHome(churchId: string) {
  const currentYear = { churchId, schoolYear: { churchId, isCurrent: true } };
  const [year, students, byPaid, missingDocuments, professionRequired, attendanceIssues, toReview] = await Promise.all([
    getCurrentYear(churchId),
    db.student.count({ where: { churchId, status: "CURRENT" } }),
    // The current year's registrations and the unpaid ones in one statement.
    db.registration.groupBy({ by: ["paid"], where: currentYear, orderBy: { paid: "asc" }, _count: { _all: true } }),
    db.student.count({ where: missingDocumentsWhere(churchId) }),
    db.student.count({ where: professionRequiredWhere(churchId) }),
    countAttendanceIssues(churchId),
    countOnlineRegistrationsToReview(churchId),
  ]);
  const registrations = byPaid.reduce((n, g) => n + g._count._all, 0);
  const unpaid = byPaid.find((g) => !g.paid)?._count._all ?? 0;
  return { currentYear: year, counts: { students, registrations, unpaid, missingDocuments, professionRequired, attendanceIssues }, toReview };
}
