import { db } from "~/utils/db.server";
import { ATTENDANCE_ISSUE_ABSENCES } from "~/modules/education/options";

/** The home figure 'attendance issues': current-year registrations with ATTENDANCE_ISSUE_ABSENCES absences or more. */
export function countAttendanceIssues(churchId: string) {
  return db.registration.count({ where: { churchId, schoolYear: { churchId, isCurrent: true }, absenceCount: { gte: ATTENDANCE_ISSUE_ABSENCES } } });
}
