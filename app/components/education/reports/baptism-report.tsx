import type { BaptismRow } from "~/modules/education/reports/baptism-report.server";
import { CheckMark, Warning } from "./report-marks";
import { classColumn, nameColumn, reportPage } from "./report-page";

function Profession({ row }: { row: BaptismRow }) {
  if (row.profession === "required") return <Warning>{row.professionText}</Warning>;
  if (row.profession === "made") {
    return (
      <span className="inline-flex items-center gap-1 text-green-800">
        <CheckMark />
        {row.professionText}
      </span>
    );
  }
  return <span className="text-slate-600">{row.professionText}</span>;
}

/** Baptism Report: Student Name, Baptized, Baptism Type, Profession of Faith Required, Class; by last name. */
export const BaptismReport = reportPage<BaptismRow>((base) => [
  nameColumn(base),
  { header: "Baptized", cell: (r) => r.baptized },
  { header: "Baptism Type", cell: (r) => r.baptismType },
  { header: "Profession of Faith Required", cell: (r) => <Profession row={r} /> },
  classColumn,
]);
