import type { Prisma } from "~/generated/prisma/client";
import type { BaptismalStatus } from "~/generated/prisma/enums";
import { formatDate } from "~/utils/dates";
import { fullName } from "~/modules/education/names";
import { MESSAGES, STUDENT_TYPES_SHORT } from "~/modules/education/options";
import type { EducationPortal } from "~/modules/education/scope.server";
import { isBaptized, professionApplies } from "~/modules/education/students/sacraments-schema";
import { reportLoader } from "./report-loader.server";
import { CLASS_COLUMN, findReportRegistrations, NAME_COLUMN, type ReportDefinition, selectFilter } from "./report-query.server";

/** The spec's Baptism Status choices; "No" is also a status never recorded (spec: no or empty counts as not baptized). */
const STATUS_OPTIONS = [
  { value: "", label: "All" },
  { value: "CATHOLIC", label: "Baptized Catholic" },
  { value: "ORTHODOX", label: "Orthodox" },
  { value: "PROTESTANT", label: "Protestant" },
  { value: "NO", label: "No" },
];
const STATUS_WHERE: Record<string, Prisma.StudentWhereInput> = {
  CATHOLIC: { baptized: "CATHOLIC" },
  ORTHODOX: { baptized: "ORTHODOX" },
  PROTESTANT: { baptized: "PROTESTANT" },
  NO: { OR: [{ baptized: "NO" }, { baptized: null }] },
};
export const TYPE_OPTIONS = [{ value: "", label: "All" }, ...STUDENT_TYPES_SHORT];

const BAPTISM_TYPE: Record<BaptismalStatus, string | null> = { CATHOLIC: "Catholic", PROTESTANT: "Protestant", ORTHODOX: "Orthodox", NO: null };

/** "required" until the Profession of Faith is recorded (Baptized Protestant and, as decided, Orthodox), then "made". */
export type ProfessionState = "required" | "made" | "no";

export type BaptismRow = {
  id: string;
  studentId: string;
  name: string;
  baptized: "Yes" | "No";
  baptismType: string | null;
  profession: ProfessionState;
  professionText: string;
  className: string;
};

function professionOf(s: { baptized: BaptismalStatus | null; professionOfFaith: boolean; professionOfFaithDate: Date | null }): [ProfessionState, string] {
  if (!professionApplies(s.baptized)) return ["no", "No"];
  if (!s.professionOfFaith) return ["required", MESSAGES.professionRequired];
  return ["made", s.professionOfFaithDate ? `Profession of Faith made on ${formatDate(s.professionOfFaithDate)}` : "Profession of Faith made"];
}

/** Baptism Report: the year's students with their baptismal status and any Profession of Faith required, by last name. */
export const baptismReport: ReportDefinition<BaptismRow> = {
  key: "baptism-report",
  filters: (params) => [selectFilter(params, "status", "Baptism Status", STATUS_OPTIONS), selectFilter(params, "type", "Student Type", TYPE_OPTIONS)],
  load: async (q) => {
    const student: Prisma.StudentWhereInput = { ...(STATUS_WHERE[q.filters.status] ?? {}), ...(q.filters.type ? { type: q.filters.type as Prisma.StudentWhereInput["type"] } : {}) };
    const { items, ...paged } = await findReportRegistrations(q, { student }, { baptized: true, professionOfFaith: true, professionOfFaithDate: true });
    const rows = items.map(({ id, schoolClass, student: s }): BaptismRow => {
      const [profession, professionText] = professionOf(s);
      return {
        id,
        studentId: s.id,
        name: fullName(s),
        baptized: isBaptized(s.baptized) ? "Yes" : "No",
        baptismType: s.baptized ? BAPTISM_TYPE[s.baptized] : null,
        profession,
        professionText,
        className: schoolClass.className,
      };
    });
    return { rows, ...paged };
  },
  columns: [
    NAME_COLUMN,
    { header: "Baptized", width: 10, value: (r) => r.baptized },
    { header: "Baptism Type", width: 14, value: (r) => r.baptismType },
    { header: "Profession of Faith Required", width: 40, value: (r) => r.professionText },
    CLASS_COLUMN,
  ],
};

export const baptismReportLoader = (portal: EducationPortal) => reportLoader(baptismReport, portal);
