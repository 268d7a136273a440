import type { NotesRow } from "~/modules/education/reports/notes-report.server";
import { classColumn, nameColumn, reportPage } from "./report-page";

const notes = "min-w-48 whitespace-pre-line";

/** Notes Report: each entry shows the student's full name, 'Student Notes' and 'Registration Notes'. */
export const NotesReport = reportPage<NotesRow>((base) => [
  nameColumn(base),
  classColumn,
  { header: "Student Notes", cell: (r) => r.studentNotes, className: notes },
  { header: "Registration Notes", cell: (r) => r.registrationNotes, className: notes },
]);
