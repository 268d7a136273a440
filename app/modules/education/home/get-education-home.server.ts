import { db } from "~/utils/db.server";
import { getCurrentYear } from "~/modules/education/years/get-current-year.server";
import { countAttendanceIssues } from "~/modules/education/attendance/absence-counts.server";
import { countOnlineRegistrationsToReview } from "./online-registrations-to-review.server";
import { missingDocumentsWhere, professionRequiredWhere } from "./student-counts.server";

/** The figures of the religious-education home page, counted in parallel. */
export async function getEducationHome(churchId: string) {
  const currentYear = { churchId, schoolYear: { churchId, isCurrent: true } };
  const [year, students, registrations, unpaid, missingDocuments, professionRequired, attendanceIssues, toReview] = await Promise.all([
    getCurrentYear(churchId),
    db.student.count({ where: { churchId, status: "CURRENT" } }),
    db.registration.count({ where: currentYear }),
    db.registration.count({ where: { ...currentYear, paid: false } }),
    db.student.count({ where: missingDocumentsWhere(churchId) }),
    db.student.count({ where: professionRequiredWhere(churchId) }),
    countAttendanceIssues(churchId),
    countOnlineRegistrationsToReview(churchId),
  ]);
  return { currentYear: year, counts: { students, registrations, unpaid, missingDocuments, professionRequired, attendanceIssues }, toReview };
}
