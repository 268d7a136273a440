import { SaintReport } from "~/components/education/reports/saint-report";
import { reportMeta } from "~/components/education/reports/report-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { saintReportLoader } from "~/modules/education/reports/saint-report.server";

export const meta = reportMeta;
export const loader = saintReportLoader("staff");
export default SaintReport;
export const ErrorBoundary = RouteErrorBoundary;
