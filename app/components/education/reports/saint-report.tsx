import type { SaintRow } from "~/modules/education/reports/saint-report.server";
import { Warning } from "./report-marks";
import { classColumn, nameColumn, reportPage } from "./report-page";

/** Saint Report: confirmation candidates with their chosen saint's name (a warning where none is chosen yet). */
export const SaintReport = reportPage<SaintRow>((base) => [
  nameColumn(base),
  { header: "Confirmation Saint", cell: (r) => (r.saint ? <span className="font-semibold">{r.saint}</span> : <Warning>Not chosen yet</Warning>) },
  { header: "Sponsor", cell: (r) => r.sponsors },
  classColumn,
  { header: "Confirmed", cell: (r) => r.confirmed },
]);
