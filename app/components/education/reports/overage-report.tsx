import type { OverageRow } from "~/modules/education/reports/overage-report.server";
import { classColumn, nameColumn, reportPage } from "./report-page";

/** Overage Report: students older than their class's usual ages, by class. */
export const OverageReport = reportPage<OverageRow>((base) => [
  nameColumn(base),
  { header: "Date of Birth", cell: (r) => r.dateOfBirthText },
  { header: "Age", cell: (r) => r.age },
  classColumn,
  { header: "Usual Ages", cell: (r) => r.usualAges },
  { header: "Years Over", cell: (r) => r.yearsOver },
]);
