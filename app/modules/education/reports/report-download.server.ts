import type { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireEducationScope, type EducationPortal, type EducationScope } from "~/modules/education/scope.server";
import { streamSheet, xlsxDownload, xlsxFilename } from "~/utils/xlsx.server";
import { baptismReport } from "./baptism-report.server";
import { easterVigilReport } from "./easter-vigil-report.server";
import { missingDocsReport } from "./missing-docs-report.server";
import { notesReport } from "./notes-report.server";
import { overageReport } from "./overage-report.server";
import { saintReport } from "./saint-report.server";
import { loadReport } from "./report-loader.server";
import type { ReportDefinition } from "./report-query.server";
import { isReportKey, TEACHER_REPORTS, type ReportKey } from "./reports";

type XlsxDownload = { filename: string; stream: Readable };

/** A report as an .xlsx: every row its page shows for the same query string (all its pages, in order), "Baptism Report - 2026-2027.xlsx". */
export async function downloadReport<Row>(definition: ReportDefinition<Row>, scope: EducationScope, params: URLSearchParams): Promise<XlsxDownload> {
  const { report, year, rows } = await loadReport(definition, scope, params, { allRows: true });
  const filename = xlsxFilename(report.title, year?.yearName ?? "No school year");
  return { filename, stream: streamSheet({ title: filename.replace(/\.xlsx$/, ""), sheetName: report.title, columns: definition.columns, rows }) };
}

const DOWNLOADS: Record<ReportKey, (scope: EducationScope, params: URLSearchParams) => Promise<XlsxDownload>> = {
  "notes-report": (scope, params) => downloadReport(notesReport, scope, params),
  "baptism-report": (scope, params) => downloadReport(baptismReport, scope, params),
  "missing-docs": (scope, params) => downloadReport(missingDocsReport, scope, params),
  "overage-report": (scope, params) => downloadReport(overageReport, scope, params),
  "saint-report": (scope, params) => downloadReport(saintReport, scope, params),
  "easter-vigil-report": (scope, params) => downloadReport(easterVigilReport, scope, params),
};

/** {base}/reports/{report}/download: any report of the portal, streamed; another name answers 404. */
export const reportDownloadLoader =
  (portal: EducationPortal) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const key = params.report;
    if (!isReportKey(key) || (portal === "teacher" && !TEACHER_REPORTS.includes(key))) throw new Response("Not Found", { status: 404 });
    return xlsxDownload(await DOWNLOADS[key](scope, new URL(request.url).searchParams));
  };
