import { db } from "~/utils/db.server";
import { findPageCounted } from "~/utils/paging";
import { fullName } from "~/modules/education/names";
import type { EducationPortal } from "~/modules/education/scope.server";
import { reportLoader } from "./report-loader.server";
import { chosenClasses, CLASS_COLUMN, classOf, NAME_COLUMN, NO_ROWS, type ReportDefinition } from "./report-query.server";
import { REPORT_PAGE_SIZE } from "./reports";

export type NotesRow = { id: string; studentId: string; name: string; className: string; studentNotes: string | null; registrationNotes: string | null };

type Found = { id: string; notes: string | null; schoolClassId: string; studentId: string; firstname: string; middlename: string | null; lastname: string; studentNotes: string | null; total: number };

/**
 * Notes Report: the year's registrations with student notes or registration notes (a note counts
 * when it has text: null and "" are none), by last name. One statement reads the page and counts
 * the rest: the registrations of the query's classes (those in scope with registrations in the year,
 * or the chosen one), as the attendance report. Through Prisma the note on either side took a count,
 * the page (joining each student three times) and the students again: 14 ms against 5-8 on the bench.
 */
export const notesReport: ReportDefinition<NotesRow> = {
  key: "notes-report",
  load: async (q) => {
    const classIds = chosenClasses(q).map((c) => c.id);
    if (!classIds.length) return NO_ROWS;
    const { items, ...paged } = await findPageCounted(q.page, REPORT_PAGE_SIZE, ({ limit, offset }) =>
      db.$queryRaw<Found[]>`
        SELECT r.id, r.notes, r."schoolClassId", s.id AS "studentId", s.firstname, s.middlename, s.lastname, s.notes AS "studentNotes", (COUNT(*) OVER ())::int AS total
        FROM "Registration" r
        JOIN "Student" s ON s.id = r."studentId" AND s."churchId" = r."churchId"
        WHERE r."churchId" = ${q.scope.churchId} AND r."schoolYearId" = ${q.year.id} AND r."schoolClassId" = ANY(${classIds})
          AND (r.notes <> '' OR s.notes <> '')
        ORDER BY s.lastname, s.firstname, r.id
        LIMIT ${limit} OFFSET ${offset}`,
    );
    const rows = items.map((r) => ({
      id: r.id,
      studentId: r.studentId,
      name: fullName(r),
      className: classOf(q, r.schoolClassId).className,
      studentNotes: r.studentNotes || null,
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
