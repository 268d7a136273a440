import { reportDownloadLoader } from "~/modules/education/reports/report-download.server";

/** The .xlsx of any report: the rows the report's page shows for the same query string. */
export const loader = reportDownloadLoader("staff");
