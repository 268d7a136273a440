import { reportDownloadLoader } from "~/modules/education/reports/report-download.server";

/** The .xlsx of the Notes, Baptism and Missing Docs reports: the rows the report's page shows for the same query string. */
export const loader = reportDownloadLoader("teacher");
