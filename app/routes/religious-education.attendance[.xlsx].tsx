import { attendanceXlsxLoader } from "~/modules/education/attendance/attendance-report-page.server";

/** Student Attendance as an .xlsx download: the report's rows under the same filters. */
export const loader = attendanceXlsxLoader("staff");
