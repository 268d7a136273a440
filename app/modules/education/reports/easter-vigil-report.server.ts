import type { Prisma } from "~/generated/prisma/client";
import type { BaptismalStatus, StudentDocumentKind } from "~/generated/prisma/enums";
import { fullName } from "~/modules/education/names";
import { BAPTISMAL_STATUS_LABEL, DOCUMENT_LABEL, EASTER_VIGIL_TARGETS, easterVigilLabel, STUDENT_TYPES_SHORT } from "~/modules/education/options";
import type { EducationPortal } from "~/modules/education/scope.server";
import { documentNeed } from "~/modules/education/students/document-needs";
import { isBaptized, professionApplies } from "~/modules/education/students/sacraments-schema";
import { reportLoader } from "./report-loader.server";
import { CLASS_COLUMN, findReportRegistrations, NAME_COLUMN, type ReportDefinition, selectFilter } from "./report-query.server";

const TARGET_OPTIONS = [{ value: "", label: "All" }, ...EASTER_VIGIL_TARGETS.map((year) => ({ value: String(year), label: easterVigilLabel(year) })), { value: "none", label: "No Target" }];
const TYPE_LABEL = Object.fromEntries(STUDENT_TYPES_SHORT.map((t) => [t.value, t.label]));
const DOCUMENT_KINDS = Object.keys(DOCUMENT_LABEL) as StudentDocumentKind[];

/**
 * The sacraments of initiation a candidate has still to receive. Not baptized (or not recorded):
 * Baptism, then First Communion and Confirmation unless recorded. Baptized Protestant: the Profession
 * of Faith, then First Communion and Confirmation. Baptized Orthodox: only the Profession of Faith
 * (the Church recognises the chrismation and Eucharist of the Orthodox Churches). Catholic: what is not recorded.
 */
export function sacramentsNeeded(s: { baptized: BaptismalStatus | null; professionOfFaith: boolean; firstCommunion: boolean | null; confirmation: boolean | null }) {
  const needs: string[] = [];
  if (!isBaptized(s.baptized)) needs.push("Baptism");
  if (professionApplies(s.baptized) && !s.professionOfFaith) needs.push("Profession of Faith");
  if (s.baptized !== "ORTHODOX") {
    if (!s.firstCommunion) needs.push("First Communion");
    if (!s.confirmation) needs.push("Confirmation");
  }
  return needs;
}

export type EasterVigilRow = {
  id: string;
  studentId: string;
  name: string;
  type: string;
  className: string;
  target: string | null;
  baptismalStatus: string;
  needs: string[];
  missingDocuments: string[];
};

/**
 * Easter Vigil Report: the year's OCIA students and Easter Vigil-track students in the Sacramental
 * Program, with their target, baptismal status, the sacraments each still needs and the documents
 * expected of them that are not on file (the student page's rules), by last name.
 */
export const easterVigilReport: ReportDefinition<EasterVigilRow> = {
  key: "easter-vigil-report",
  filters: (params) => [selectFilter(params, "target", "Easter Vigil Target", TARGET_OPTIONS)],
  load: async (q) => {
    const target = q.filters.target;
    const student: Prisma.StudentWhereInput = {
      sacramentalStatus: "SACRAMENTAL_PROGRAM",
      OR: [{ type: "RCIA" }, { sacramentalTrack: "EASTER_VIGIL" }],
      ...(target === "none" ? { easterVigilTarget: null } : target ? { easterVigilTarget: Number(target) } : {}),
    };
    const { items, ...paged } = await findReportRegistrations(q, { student }, {
      type: true,
      easterVigilTarget: true,
      baptized: true,
      professionOfFaith: true,
      firstCommunion: true,
      confirmation: true,
      marriageHistory: true,
      documents: { select: { kind: true } },
    });
    const rows = items.map(({ id, schoolClass, student: s }): EasterVigilRow => ({
      id,
      studentId: s.id,
      name: fullName(s),
      type: TYPE_LABEL[s.type],
      className: schoolClass.className,
      target: s.easterVigilTarget ? easterVigilLabel(s.easterVigilTarget) : null,
      baptismalStatus: s.baptized ? BAPTISMAL_STATUS_LABEL[s.baptized] : "Not recorded",
      needs: sacramentsNeeded(s),
      missingDocuments: DOCUMENT_KINDS.filter((kind) => documentNeed(s, kind) === "required" && !s.documents.some((d) => d.kind === kind)).map((kind) => DOCUMENT_LABEL[kind]),
    }));
    return { rows, ...paged };
  },
  columns: [
    NAME_COLUMN,
    { header: "Type", width: 8, value: (r) => r.type },
    CLASS_COLUMN,
    { header: "Easter Vigil Target", width: 18, value: (r) => r.target },
    { header: "Baptismal Status", width: 20, value: (r) => r.baptismalStatus },
    { header: "Still Needs", width: 40, value: (r) => r.needs.join(", ") || null },
    { header: "Missing Documents", width: 50, value: (r) => r.missingDocuments.join(", ") || null },
  ],
};

export const easterVigilReportLoader = (portal: EducationPortal) => reportLoader(easterVigilReport, portal);
