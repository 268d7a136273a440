import { db } from "~/utils/db.server";
import { fullName } from "~/modules/education/names";
import { reportLoader } from "./report-loader.server";
import { BY_STUDENT_NAME, CLASS_COLUMN, classOf, findPaged, NAME_COLUMN, registrationsOf, type ReportDefinition, STUDENT_NAME } from "./report-query.server";
import type { EducationPortal } from "~/modules/education/scope.server";

// A note counts when it has text: null and "" are no note.
const written = { AND: [{ notes: { not: null } }, { notes: { not: "" } }] };

export type NotesRow = { id: string; studentId: string; name: string; className: string; studentNotes: string | null; registrationNotes: string | null };

/** Notes Report: the year's registrations with student notes or registration notes. */
export const notesReport: ReportDefinition<NotesRow> = {
  key: "notes-report",
  load: async (q) => {
    const where = { ...registrationsOf(q), OR: [written, { student: written }] };
    const { items, ...paged } = await findPaged(q, () => db.registration.count({ where }), (window) =>
      db.registration.findMany({
        where,
        select: { id: true, notes: true, schoolClassId: true, student: { select: { ...STUDENT_NAME, notes: true } } },
        orderBy: BY_STUDENT_NAME,
        ...window,
      }),
    );
    const rows = items.map((r) => ({
      id: r.id,
      studentId: r.student.id,
      name: fullName(r.student),
      className: classOf(q, r.schoolClassId).className,
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
