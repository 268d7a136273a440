// The religious-education reports (client-safe): names, one-line descriptions and paths.
import type { SacramentCertificate } from "~/modules/education/options";

/** Each report's path under {base}/reports/ (the teacher portal's paths of spec 001 for the three it shares). */
export type ReportKey = "notes-report" | "baptism-report" | "missing-docs" | "overage-report" | "saint-report" | "easter-vigil-report";

export type ReportInfo = { key: ReportKey; title: string; description: string };

export const REPORTS: Record<ReportKey, ReportInfo> = {
  "notes-report": { key: "notes-report", title: "Notes Report", description: "Registrations of the year with student notes or registration notes." },
  "baptism-report": {
    key: "baptism-report",
    title: "Baptism Report",
    description: "Baptismal status of the year's students, with the Professions of Faith still required.",
  },
  "missing-docs": { key: "missing-docs", title: "Missing Docs Report", description: "Current students whose baptism, First Communion or confirmation certificate is not on file." },
  "overage-report": { key: "overage-report", title: "Overage Report", description: "Students older than the usual ages of their class." },
  "saint-report": { key: "saint-report", title: "Saint Report", description: "Confirmation candidates of the year with the saint's name each has chosen." },
  "easter-vigil-report": {
    key: "easter-vigil-report",
    title: "Easter Vigil Report",
    description: "OCIA and Easter Vigil candidates: target, baptismal status, the sacraments each still needs and missing documents.",
  },
};

/** The reports of the teacher portal (spec 001: reports/notes-report, reports/baptism-report, reports/missing-docs). */
export const TEACHER_REPORTS: readonly ReportKey[] = ["notes-report", "baptism-report", "missing-docs"];

export const isReportKey = (value: string | undefined): value is ReportKey => value !== undefined && Object.hasOwn(REPORTS, value);

/** Rows on one page of a report on screen (a class fits one page, so a class's report prints whole); the .xlsx holds every page. */
export const REPORT_PAGE_SIZE = 100;

export const reportPath = (base: string, key: ReportKey) => `${base}/reports/${key}`;

/** A select of a report's filter form, as the page shows it and the print title names it. */
export type FilterOption = { value: string; label: string };
export type FilterField = { name: string; label: string; value: string; options: FilterOption[] };

/** The chosen option's label ("All" for the default of most filters). */
export const chosenLabel = (field: FilterField) => field.options.find((o) => o.value === field.value)?.label ?? "";

// Words the report pages and their .xlsx share.
/** The Missing Docs Report's document columns (the spec's filter words), by certificate. */
export const MISSING_DOC_LABELS: Record<SacramentCertificate, string> = {
  BAPTISMAL_CERTIFICATE: "Baptism Doc",
  FIRST_COMMUNION_CERTIFICATE: "First Communion Doc",
  CONFIRMATION_CERTIFICATE: "Confirmation Doc",
};
/** What a screen reader hears in a document cell (the page shows a check or a cross). */
export const DOC_STATE_TEXT = { uploaded: "Uploaded", missing: "Missing" } as const;
