import { SACRAMENT_CERTIFICATES } from "~/modules/education/options";
import type { DocState, MissingDocsRow } from "~/modules/education/reports/missing-docs-report.server";
import { DOC_STATE_TEXT, MISSING_DOC_LABELS } from "~/modules/education/reports/reports";
import { CheckMark, CrossMark } from "./report-marks";
import { classColumn, nameColumn, reportPage, type ReportColumn } from "./report-page";

/** Green check if uploaded, red cross if missing, blank if not applicable (spec); screen readers hear the words. */
function DocCell({ state }: { state: DocState }) {
  if (state === "uploaded") return <CheckMark label={DOC_STATE_TEXT.uploaded} />;
  if (state === "missing") return <CrossMark label={DOC_STATE_TEXT.missing} />;
  return <span className="sr-only">Not applicable</span>;
}

const documents = SACRAMENT_CERTIFICATES.map((kind, k): ReportColumn<MissingDocsRow> => ({ header: MISSING_DOC_LABELS[kind], cell: (r) => <DocCell state={r.documents[k]} /> }));

/** Missing Docs Report: Current students owing a certificate, with a column for each certificate. */
export const MissingDocsReport = reportPage<MissingDocsRow>((base) => [nameColumn(base), classColumn, ...documents]);
