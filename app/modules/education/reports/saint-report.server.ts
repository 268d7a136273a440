import type { Prisma } from "~/generated/prisma/client";
import { formatDate } from "~/utils/dates";
import { fullName } from "~/modules/education/names";
import type { EducationPortal } from "~/modules/education/scope.server";
import { reportLoader } from "./report-loader.server";
import { chosenClasses, CLASS_COLUMN, findReportRegistrations, NAME_COLUMN, NO_ROWS, type ReportClass, type ReportDefinition, selectFilter } from "./report-query.server";

/** A confirmation class: one with a tag that says Confirmation (any case, e.g. "Confirmation", "Confirmation 2"). */
export const isConfirmationClass = (c: Pick<ReportClass, "tags">) => c.tags.some((tag) => tag.toLowerCase().includes("confirmation"));

const chosen = { AND: [{ confirmationSaint: { not: null } }, { confirmationSaint: { not: "" } }] };
const SAINT_OPTIONS = [
  { value: "", label: "All" },
  { value: "chosen", label: "Chosen" },
  { value: "missing", label: "Not Chosen Yet" },
];
const SAINT_WHERE: Record<string, Prisma.StudentWhereInput> = { chosen, missing: { NOT: chosen } };

export type SaintRow = { id: string; studentId: string; name: string; saint: string | null; sponsors: string; className: string; confirmed: string | null };

/**
 * Saint Report: the confirmation candidates of the year (students in the Sacramental Program
 * registered in a confirmation class) with their chosen saint's name and their sponsors, by last name.
 */
export const saintReport: ReportDefinition<SaintRow> = {
  key: "saint-report",
  filters: (params) => [selectFilter(params, "saint", "Confirmation Saint", SAINT_OPTIONS)],
  load: async (q) => {
    const classes = chosenClasses(q).filter(isConfirmationClass);
    if (!classes.length) return { ...NO_ROWS, notes: ["No class of this school year is tagged Confirmation: tag the confirmation classes with Edit Class."] };
    const { items, ...paged } = await findReportRegistrations(
      q,
      { registration: { schoolClassId: { in: classes.map((c) => c.id) } }, student: { sacramentalStatus: "SACRAMENTAL_PROGRAM", ...(SAINT_WHERE[q.filters.saint] ?? {}) } },
      {
        confirmationSaint: true,
        confirmation: true,
        confirmationDate: true,
        sponsors: { where: { churchId: q.scope.churchId }, select: { firstname: true, middlename: true, lastname: true }, orderBy: [{ lastname: "asc" }, { firstname: "asc" }] },
      },
    );
    const rows = items.map(({ id, schoolClass, student: s }): SaintRow => ({
      id,
      studentId: s.id,
      name: fullName(s),
      saint: s.confirmationSaint || null,
      sponsors: s.sponsors.map(fullName).join(", "),
      className: schoolClass.className,
      confirmed: s.confirmation ? (s.confirmationDate ? formatDate(s.confirmationDate) : "Yes") : null,
    }));
    return { rows, ...paged };
  },
  columns: [
    NAME_COLUMN,
    { header: "Confirmation Saint", width: 24, value: (r) => r.saint },
    { header: "Sponsor", width: 28, value: (r) => r.sponsors || null },
    CLASS_COLUMN,
    { header: "Confirmed", width: 12, value: (r) => r.confirmed },
  ],
};

export const saintReportLoader = (portal: EducationPortal) => reportLoader(saintReport, portal);
