import { BaptismReport } from "~/components/education/reports/baptism-report";
import { reportMeta } from "~/components/education/reports/report-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { baptismReportLoader } from "~/modules/education/reports/baptism-report.server";

export const meta = reportMeta;
export const loader = baptismReportLoader("teacher");
export default BaptismReport;
export const ErrorBoundary = RouteErrorBoundary;
