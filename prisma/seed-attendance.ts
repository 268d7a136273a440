// Demo attendance: absences of the current school year on the days each class has met so far.
import { db } from "~/utils/db.server";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_MS = 86_400_000;
const utcDay = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
// No classes over Thanksgiving and the Christmas holidays.
const breaks = (startYear: number) => [
  [utcDay(startYear, 11, 25), utcDay(startYear, 11, 30)],
  [utcDay(startYear, 12, 20), utcDay(startYear + 1, 1, 4)],
];

/**
 * The days a class met: its weekday ("Sundays 9:00 AM", "Wednesdays 7:00 PM"; Sunday when unsaid)
 * from the second week of September of the year's first year to today, outside the breaks; at least
 * the first eight, so that a database seeded early in the year still shows attendance issues.
 */
function meetingDays(meets: string | null, startYear: number, today: Date) {
  const weekday = Math.max(0, WEEKDAYS.findIndex((name) => meets?.startsWith(name)));
  const first = utcDay(startYear, 9, 8);
  const days: Date[] = [];
  const end = utcDay(startYear + 1, 5, 31);
  for (let d = new Date(first.getTime() + ((weekday - first.getUTCDay() + 7) % 7) * DAY_MS); d <= end; d = new Date(d.getTime() + 7 * DAY_MS)) {
    if (breaks(startYear).some(([from, to]) => d >= from && d <= to)) continue;
    if (d > today && days.length >= 8) break;
    days.push(d);
  }
  return days;
}

/**
 * Absences of the current year's Current students (a church that has none yet): most students miss
 * a class now and then; one in nine misses every other class, so the home page's 'attendance issues'
 * (4 or more) and the report's order have something to show.
 */
export async function seedAttendance(churchId: string, today = new Date()) {
  if ((await db.absence.count({ where: { churchId } })) > 0) return;
  const registrations = await db.registration.findMany({
    where: { churchId, schoolYear: { isCurrent: true }, student: { status: "CURRENT" } },
    select: { id: true, studentId: true, schoolYear: { select: { yearName: true } }, schoolClass: { select: { meets: true } } },
    orderBy: [{ student: { lastname: "asc" } }, { student: { firstname: "asc" } }],
  });
  const absences = registrations.flatMap((r, k) => {
    const startYear = Number.parseInt(r.schoolYear.yearName, 10) || today.getUTCFullYear();
    const often = k % 9 === 4;
    return meetingDays(r.schoolClass.meets, startYear, today)
      .filter((_, s) => (often ? (s + k) % 2 === 0 : (k * 31 + s * 17) % 13 === 0))
      .map((date) => ({ churchId, registrationId: r.id, studentId: r.studentId, date }));
  });
  await db.absence.createMany({ data: absences, skipDuplicates: true });
}
