import type { EasterVigilRow } from "~/modules/education/reports/easter-vigil-report.server";
import { classColumn, nameColumn, reportPage } from "./report-page";

function List({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <span className="text-slate-600">{empty}</span>;
  return (
    <ul className="list-disc pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Easter Vigil Report: each candidate's target, baptismal status, the sacraments still needed and missing documents. */
export const EasterVigilReport = reportPage<EasterVigilRow>((base) => [
  nameColumn(base),
  { header: "Type", cell: (r) => r.type },
  classColumn,
  { header: "Easter Vigil Target", cell: (r) => r.target ?? <span className="text-slate-600">No target</span> },
  { header: "Baptismal Status", cell: (r) => r.baptismalStatus },
  { header: "Still Needs", cell: (r) => <List items={r.needs} empty="Nothing" /> },
  { header: "Missing Documents", cell: (r) => <List items={r.missingDocuments} empty="None" /> },
]);
