// What the attendance pages of both portals share, on the server and in the browser.

/** Where the pages live in each portal (spec 001 section 2): the admin screens and the teacher portal. */
export const ATTENDANCE_PATHS = {
  staff: { report: "/religious-education/attendance", wizard: "/religious-education/add-attendance" },
  teacher: { report: "/re/teacher/reports/attendance", wizard: "/re/teacher/add-attendance" },
} as const;

export type AttendancePaths = (typeof ATTENDANCE_PATHS)[keyof typeof ATTENDANCE_PATHS];

/** A student's page in a portal (`base` is the scope's: /religious-education or /re/teacher). */
export const studentPath = (base: string, studentId: string) => `${base}/students/${studentId}`;

/** Rows a page of the report: a class (rarely over 100 students) prints on one page; the whole program pages. */
export const ATTENDANCE_PAGE_SIZE = 100;

/** The report's orders: by absences (most first, the default), by first name or by last name. */
export const ATTENDANCE_SORTS = [
  { value: "absences", label: "Missed Classes" },
  { value: "firstname", label: "First Name" },
  { value: "lastname", label: "Last Name" },
] as const;
export type AttendanceSort = (typeof ATTENDANCE_SORTS)[number]["value"];
