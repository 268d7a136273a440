// The add-attendance wizard (spec 001 section 2) of both portals: /religious-education/add-attendance
// and /re/teacher/add-attendance. Every step is a page whose state is in its URL; the steps' buttons
// post, are checked here and redirect to the next step (Confirm after writing the absences).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { orNotFound } from "~/utils/errors.server";
import { formAction, intent } from "~/utils/form-action.server";
import { requireEducationScope, type EducationPortal, type EducationScope } from "~/modules/education/scope.server";
import { ATTENDANCE_PATHS } from "./attendance-pages";
import { ChooseDateSchema, ChooseStudentsSchema, isoDay, latestAttendanceDay, readWizardState, wizardHref, type WizardState } from "./attendance-schema";
import { listAbsencesOnDay } from "./list-absences-on-day.server";
import { getClassInScope, listAttendanceRoster, listClassesInScope } from "./list-attendance-roster.server";
import { findChosenRegistrations, recordAbsences } from "./record-absences.server";

/** Step 1 (also where an incomplete address lands): the date (today unless chosen) and the class. */
async function chooseDate(scope: EducationScope, state: WizardState) {
  const classes = await listClassesInScope(scope);
  const classId = classes.some((c) => c.id === state.classId) ? state.classId : null;
  return { step: 1 as const, date: state.date ?? isoDay(new Date()), dateChosen: state.date !== null, latest: latestAttendanceDay(), classId, r: state.r, classes };
}

async function loadStep(scope: EducationScope, state: WizardState) {
  const path = ATTENDANCE_PATHS[scope.portal].wizard;
  const { date, classId } = state;
  if (state.step === 1 || !date || !classId) {
    if (state.step !== 1) throw redirect(wizardHref(path, { ...state, step: 1 }));
    return chooseDate(scope, state);
  }
  if (state.step === 4) {
    const { schoolClass, absent } = await listAbsencesOnDay(scope, classId, date);
    // Step 4 exists only once absences are saved: with none stored for the day, start again.
    if (absent.length === 0) throw redirect(wizardHref(path, { date, classId }));
    return { step: 4 as const, date, schoolClass, absent };
  }
  const { schoolClass, year, rows } = await listAttendanceRoster(scope, classId, date);
  const chosen = rows.filter((row) => state.r.includes(row.registrationId));
  if (state.step === 2) return { step: 2 as const, date, schoolClass, year, rows, checked: chosen.map((row) => row.registrationId) };
  if (chosen.length === 0) throw redirect(wizardHref(path, { step: 2, date, classId }));
  return { step: 3 as const, date, schoolClass, chosen };
}

export const addAttendanceLoader =
  (portal: EducationPortal) =>
  async ({ request }: LoaderFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const step = await loadStep(scope, readWizardState(new URL(request.url).searchParams)).catch(orNotFound);
    return { ...step, base: scope.base, paths: ATTENDANCE_PATHS[portal] };
  };

export const addAttendanceAction =
  (portal: EducationPortal) =>
  async ({ request }: ActionFunctionArgs) => {
    const scope = await requireEducationScope(request, portal);
    const path = ATTENDANCE_PATHS[portal].wizard;
    return formAction(request, {
      intents: {
        // Next (step 1): a class in scope; students already chosen come along.
        choose: intent(ChooseDateSchema, async ({ value: { date, classId, r } }) => {
          await getClassInScope(scope, classId);
          return redirect(wizardHref(path, { step: 2, date, classId, r }));
        }),
        // Mark Absent (step 2): every chosen student on the class's roster, or 404.
        "mark-absent": intent(ChooseStudentsSchema, async ({ value: chosen }) => {
          await findChosenRegistrations(scope, chosen);
          return redirect(wizardHref(path, { step: 3, ...chosen }));
        }),
        // Confirm (step 3): the absences written, then the confirmation (step 4) of what is stored.
        confirm: intent(ChooseStudentsSchema, async ({ value: chosen }) => {
          await recordAbsences(scope, chosen);
          return redirect(wizardHref(path, { step: 4, date: chosen.date, classId: chosen.classId }));
        }),
      },
    });
  };
