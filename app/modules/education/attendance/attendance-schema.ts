// The add-attendance wizard's fields and messages (spec 001 sections 2, 5, 8), shared by the browser and the server.
import { z } from "zod";
import { formatDate } from "~/utils/dates";
import { usWeekday } from "~/utils/en-us";
import { isRecordId } from "~/utils/text";

export const ATTENDANCE_MESSAGES = {
  dateRequired: "Date is required!",
  classRequired: "Please select a class!",
  studentsRequired: "Select at least one student to update attendance.",
  // Spec section 8's attendance message, for a value that is not a real date.
  invalidDate: "Please select a date.",
  futureDate: "Attendance cannot be recorded for a future date.",
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of an instant, in UTC. */
export const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The latest day attendance is taken for: tomorrow by the server's (UTC) clock, so that a phone whose
 * day has already begun (east of UTC) is never refused today's date; anything later is the future.
 */
export const latestAttendanceDay = (now = new Date()) => isoDay(new Date(now.getTime() + DAY_MS));

/** A calendar day that exists (not 2026-02-30), written YYYY-MM-DD, from 1900 on. */
export const isRealDay = (value: string) => ISO_DAY.test(value) && value >= "1900-01-01" && !Number.isNaN(Date.parse(value)) && isoDay(new Date(value)) === value;

/** The stored value of a day (a DATE column: midnight UTC). */
export const dayValue = (day: string) => new Date(`${day}T00:00:00Z`);

const date = z
  .string({ error: ATTENDANCE_MESSAGES.dateRequired })
  .trim()
  .min(1, { error: ATTENDANCE_MESSAGES.dateRequired, abort: true })
  .refine(isRealDay, { error: ATTENDANCE_MESSAGES.invalidDate, abort: true })
  .refine((day) => day <= latestAttendanceDay(), ATTENDANCE_MESSAGES.futureDate);
const classId = z.string({ error: ATTENDANCE_MESSAGES.classRequired }).refine(isRecordId, ATTENDANCE_MESSAGES.classRequired);
const registrationId = z.string().refine(isRecordId, ATTENDANCE_MESSAGES.studentsRequired);

/** Step 1, Choose Date: the date and the class (students already chosen ride along, for going forward again). */
export const ChooseDateSchema = z.object({ date, classId, r: z.array(registrationId).max(500).optional() });

/** Step 2 (Mark Absent) and step 3 (Confirm): the chosen students' registrations, at least one. */
export const ChooseStudentsSchema = z.object({
  date,
  classId,
  r: z.array(registrationId, { error: ATTENDANCE_MESSAGES.studentsRequired }).min(1, ATTENDANCE_MESSAGES.studentsRequired).max(500),
});

export type ChosenStudents = z.output<typeof ChooseStudentsSchema>;

export const WIZARD_STEPS = ["Choose Date", "Choose Students", "Preview", "Confirmation"] as const;
export type WizardStep = 1 | 2 | 3 | 4;

/** Where the wizard is: everything in the URL (?step=2&date=2026-11-22&classId=...&r=...&r=...). */
export type WizardState = { step: WizardStep; date: string | null; classId: string | null; r: string[] };

export function readWizardState(params: URLSearchParams): WizardState {
  const step = Number(params.get("step"));
  const date = params.get("date")?.trim() ?? "";
  const classId = params.get("classId") ?? "";
  return {
    step: step === 2 || step === 3 || step === 4 ? step : 1,
    date: isRealDay(date) ? date : null,
    classId: isRecordId(classId) ? classId : null,
    r: [...new Set(params.getAll("r").filter((id) => isRecordId(id)))].slice(0, 500),
  };
}

/** The address of a step of the wizard at `path`, carrying its state. */
export function wizardHref(path: string, state: Partial<WizardState>) {
  const params = new URLSearchParams();
  if (state.step && state.step > 1) params.set("step", String(state.step));
  if (state.date) params.set("date", state.date);
  if (state.classId) params.set("classId", state.classId);
  for (const id of state.r ?? []) params.append("r", id);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** "Sunday, 11/22/2026": a day as the wizard and the absences show it (en-US). */
export const formatDay = (day: string | Date) => {
  // A day (YYYY-MM-DD), or a stored date (a Date, or its JSON text).
  const value = typeof day === "string" && ISO_DAY.test(day) ? dayValue(day) : new Date(day);
  return `${usWeekday(value)}, ${formatDate(value)}`;
};
