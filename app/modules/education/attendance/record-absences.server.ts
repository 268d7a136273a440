import { db } from "~/utils/db.server";
import { notFound } from "~/utils/errors.server";
import type { ScopeKey } from "~/modules/education/scope.server";
import { dayValue, type ChosenStudents } from "./attendance-schema";
import { rosterWhere } from "./list-attendance-roster.server";


/**
 * The chosen registrations, each checked to be on the class's roster in scope: one that is not
 * (another church's, another teacher's class, another class, a past year) makes the whole choice a 404.
 */
export async function findChosenRegistrations(scope: ScopeKey, chosen: Pick<ChosenStudents, "classId" | "r">) {
  const ids = [...new Set(chosen.r)];
  const registrations = await db.registration.findMany({ where: { id: { in: ids }, ...rosterWhere(scope, chosen.classId) }, select: { id: true, studentId: true } });
  if (registrations.length !== ids.length) throw notFound();
  return registrations;
}

/**
 * The wizard's Confirm: one absence per chosen registration on the day, written in one statement
 * that skips those already recorded (unique per registration and date), so a reload or a second
 * submit records nothing twice. Answers how many were new.
 */
export async function recordAbsences(scope: ScopeKey, chosen: ChosenStudents) {
  const registrations = await findChosenRegistrations(scope, chosen);
  const date = dayValue(chosen.date);
  const { count } = await db.absence.createMany({
    data: registrations.map((r) => ({ churchId: scope.churchId, registrationId: r.id, studentId: r.studentId, date })),
    skipDuplicates: true,
  });
  return { recorded: count };
}
