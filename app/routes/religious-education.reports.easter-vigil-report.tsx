import { EasterVigilReport } from "~/components/education/reports/easter-vigil-report";
import { reportMeta } from "~/components/education/reports/report-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { easterVigilReportLoader } from "~/modules/education/reports/easter-vigil-report.server";

export const meta = reportMeta;
export const loader = easterVigilReportLoader("staff");
export default EasterVigilReport;
export const ErrorBoundary = RouteErrorBoundary;
