// A student's absences with Remove, in both portals: /religious-education/students/{id}/absences and
// /re/teacher/students/{id}/absences (a teacher: only registrations in their classes; else 404).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formatDate } from "~/utils/dates";
import { orNotFound } from "~/utils/errors.server";
import { formAction } from "~/utils/form-action.server";
import { redirectWithToast } from "~/utils/session.server";
import { requireEducationScope, type EducationPortal } from "~/modules/education/scope.server";
import { ATTENDANCE_PATHS, studentPath } from "./attendance-pages";
import { listStudentAbsences } from "./list-student-absences.server";
import { removeAbsence } from "./remove-absence.server";

export const ABSENCE_MESSAGES = {
  removed: (studentName: string, date: Date) => `Absence of ${studentName} on ${formatDate(date)} removed successfully.`,
  alreadyRemoved: "This absence was already removed.",
};

export const studentAbsencesLoader =
  (portal: EducationPortal) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const student = await listStudentAbsences(scope, params.studentId ?? "").catch(orNotFound);
    return { student, base: scope.base, paths: ATTENDANCE_PATHS[portal] };
  };

export const studentAbsencesAction =
  (portal: EducationPortal) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const studentId = params.studentId ?? "";
    return formAction(request, {
      intents: {
        remove: async (formData) => {
          const { removed } = await removeAbsence(scope, studentId, String(formData.get("absenceId") ?? ""));
          const toast = removed ? ({ type: "success", message: ABSENCE_MESSAGES.removed(removed.studentName, removed.date) } as const) : ({ type: "info", message: ABSENCE_MESSAGES.alreadyRemoved } as const);
          return redirectWithToast(request, `${studentPath(scope.base, studentId)}/absences`, toast);
        },
      },
    });
  };
