import { MissingDocsReport } from "~/components/education/reports/missing-docs-report";
import { reportMeta } from "~/components/education/reports/report-page";
import { RouteErrorBoundary } from "~/components/ui/route-error-boundary";
import { missingDocsReportLoader } from "~/modules/education/reports/missing-docs-report.server";

export const meta = reportMeta;
export const loader = missingDocsReportLoader("teacher");
export default MissingDocsReport;
export const ErrorBoundary = RouteErrorBoundary;
