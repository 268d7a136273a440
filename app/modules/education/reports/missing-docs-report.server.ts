import type { Prisma } from "~/generated/prisma/client";
import { certificateMissingWhere } from "~/modules/education/home/student-counts.server";
import { fullName } from "~/modules/education/names";
import { SACRAMENT_CERTIFICATES, type SacramentCertificate } from "~/modules/education/options";
import type { EducationPortal } from "~/modules/education/scope.server";
import { documentNeed } from "~/modules/education/students/document-needs";
import { reportLoader } from "./report-loader.server";
import { CLASS_COLUMN, findReportRegistrations, NAME_COLUMN, type ReportDefinition, selectFilter } from "./report-query.server";
import { DOC_STATE_TEXT, MISSING_DOC_LABELS } from "./reports";

const MISSING_OPTIONS = [{ value: "", label: "Any" }, ...SACRAMENT_CERTIFICATES.map((kind) => ({ value: kind, label: MISSING_DOC_LABELS[kind] }))];
// The spec's Student Type choices for this report are Church or School; All also counts OCIA candidates, like the home figure.
const TYPE_OPTIONS = [
  { value: "", label: "All" },
  { value: "CHURCH", label: "Church" },
  { value: "SCHOOL", label: "School" },
];

/** A certificate's cell: on file, expected and not on file, or not applicable (its sacrament not recorded). */
export type DocState = "uploaded" | "missing" | null;

export type MissingDocsRow = { id: string; studentId: string; name: string; className: string; documents: DocState[] };

/**
 * Missing Docs Report: Current students of the year owing a certificate (any, or the chosen one),
 * by the rules of the home page's 'missing documents' figure.
 */
export const missingDocsReport: ReportDefinition<MissingDocsRow> = {
  key: "missing-docs",
  filters: (params) => [selectFilter(params, "missing", "Missing Docs", MISSING_OPTIONS), selectFilter(params, "type", "Student Type", TYPE_OPTIONS)],
  load: async (q) => {
    const missing = q.filters.missing as SacramentCertificate | "";
    const student: Prisma.StudentWhereInput = {
      status: "CURRENT",
      ...(q.filters.type ? { type: q.filters.type as "CHURCH" | "SCHOOL" } : {}),
      ...(missing ? certificateMissingWhere(missing) : { OR: SACRAMENT_CERTIFICATES.map(certificateMissingWhere) }),
    };
    const { items, ...paged } = await findReportRegistrations(q, { student }, {
      type: true,
      baptized: true,
      firstCommunion: true,
      confirmation: true,
      marriageHistory: true,
      documents: { where: { kind: { in: [...SACRAMENT_CERTIFICATES] } }, select: { kind: true } },
    });
    const rows = items.map(({ id, schoolClass, student: s }) => ({
      id,
      studentId: s.id,
      name: fullName(s),
      className: schoolClass.className,
      documents: SACRAMENT_CERTIFICATES.map((kind): DocState => {
        if (documentNeed(s, kind) !== "required") return null;
        return s.documents.some((d) => d.kind === kind) ? "uploaded" : "missing";
      }),
    }));
    return { rows, ...paged };
  },
  columns: [
    NAME_COLUMN,
    CLASS_COLUMN,
    ...SACRAMENT_CERTIFICATES.map((kind, k) => ({
      header: MISSING_DOC_LABELS[kind],
      width: 20,
      value: (r: MissingDocsRow) => {
        const state = r.documents[k];
        return state ? DOC_STATE_TEXT[state] : null;
      },
    })),
  ],
};

export const missingDocsReportLoader = (portal: EducationPortal) => reportLoader(missingDocsReport, portal);
