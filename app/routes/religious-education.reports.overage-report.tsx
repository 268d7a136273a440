import { OverageReport } from "~/components/education/reports/overage-report";
import { reportMeta } from "~/components/education/reports/report-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { overageReportLoader } from "~/modules/education/reports/overage-report.server";

export const meta = reportMeta;
export const loader = overageReportLoader("staff");
export default OverageReport;
export const ErrorBoundary = RouteErrorBoundary;
