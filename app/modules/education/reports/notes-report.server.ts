import { fullName } from "~/modules/education/names";
import { reportLoader } from "./report-loader.server";
import { CLASS_COLUMN, findReportRegistrations, NAME_COLUMN, registrationsOf, type ReportDefinition } from "./report-query.server";
import type { EducationPortal } from "~/modules/education/scope.server";

// A note counts when it has text: null and "" are no note.
const written = { AND: [{ notes: { not: null } }, { notes: { not: "" } }] };

export type NotesRow = { id: string; studentId: string; name: string; className: string; studentNotes: string | null; registrationNotes: string | null };

/** Notes Report: the year's registrations with student notes or registration notes. */
export const notesReport: ReportDefinition<NotesRow> = {
  key: "notes-report",
  load: async (q) => {
    // Student notes, or this year's registration notes (its registration in scope, as every report's).
    const registrationNotes = { registrations: { some: { ...registrationsOf(q), ...written } } };
    const { items, ...paged } = await findReportRegistrations(q, { student: { OR: [written, registrationNotes] } }, { notes: true }, true);
    const rows = items.map((r) => ({
      id: r.id,
      studentId: r.student.id,
      name: fullName(r.student),
      className: r.schoolClass.className,
      studentNotes: r.student.notes || null,
      registrationNotes: r.notes || null,
    }));
    return { rows, ...paged };
  },
  columns: [
    NAME_COLUMN,
    CLASS_COLUMN,
    { header: "Student Notes", width: 50, value: (r) => r.studentNotes },
    { header: "Registration Notes", width: 50, value: (r) => r.registrationNotes },
  ],
};

export const notesReportLoader = (portal: EducationPortal) => reportLoader(notesReport, portal);
