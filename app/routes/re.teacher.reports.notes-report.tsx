import { NotesReport } from "~/components/education/reports/notes-report";
import { reportMeta } from "~/components/education/reports/report-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { notesReportLoader } from "~/modules/education/reports/notes-report.server";

export const meta = reportMeta;
export const loader = notesReportLoader("teacher");
export default NotesReport;
export const ErrorBoundary = RouteErrorBoundary;
