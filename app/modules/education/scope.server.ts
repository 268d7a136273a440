import { redirect } from "@remix-run/node";
import { Prisma } from "~/generated/prisma/client";
import { requireChurchContext, type ChurchContext } from "~/utils/church-context.server";
import { AREA_ROLES } from "~/utils/roles";

/** The two ways into religious education: the program's admin screens and the teacher portal. */
export type EducationPortal = "staff" | "teacher";

export const PORTAL_BASE: Record<EducationPortal, string> = { staff: "/religious-education", teacher: "/re/teacher" };

/**
 * What a religious-education page may see: the church's whole program (staff), or a teacher's own
 * classes, those they teach or assist (teacher portal). Every query of a page shared by both
 * portals (attendance, reports, a student) filters through the where-fragments below.
 */
export type EducationScope = {
  churchId: string;
  /** The signed-in teacher in the teacher portal; null for the program's staff. */
  teacherId: string | null;
  portal: EducationPortal;
  /** Where the portal's pages live: /religious-education or /re/teacher (links to students, reports, the wizard). */
  base: string;
  context: ChurchContext;
};

/**
 * The guard of a page shared by both portals. Staff: ChurchUser or SchoolUser. Teacher: the
 * teacher role and a teacher record of the church linked to the user (else /unauthorized).
 */
export async function requireEducationScope(request: Request, portal: EducationPortal): Promise<EducationScope> {
  if (portal === "staff") {
    const context = await requireChurchContext(request, { roles: AREA_ROLES.education });
    return { churchId: context.church.id, teacherId: null, portal, base: PORTAL_BASE.staff, context };
  }
  const context = await requireChurchContext(request, { roles: AREA_ROLES.teacher });
  if (!context.teacherId) throw redirect("/unauthorized");
  return { churchId: context.church.id, teacherId: context.teacherId, portal, base: PORTAL_BASE.teacher, context };
}

/** What the where-fragments need of a scope: the church, and the teacher in the teacher portal (else null). */
export type ScopeKey = Pick<EducationScope, "churchId" | "teacherId">;

/** The program's whole church (staff screens that have no teacher version). */
export const churchScope = (churchId: string): ScopeKey => ({ churchId, teacherId: null });

/** Classes in scope: the church's, or the teacher's own (as teacher or assistant). */
export function classInScope(scope: ScopeKey): Prisma.SchoolClassWhereInput {
  if (!scope.teacherId) return { churchId: scope.churchId };
  return { churchId: scope.churchId, OR: [{ teacherId: scope.teacherId }, { assistantId: scope.teacherId }] };
}

/**
 * classInScope for a raw statement: the condition on the class aliased `c` that the teacher portal
 * adds (`AND (...)`), nothing for staff, so the statement holds only what applies (docs/architecture.md,
 * "Statements PostgreSQL plans once"). The church itself is the statement's own condition.
 */
export const classInScopeSql = (scope: ScopeKey): Prisma.Sql =>
  scope.teacherId ? Prisma.sql`AND (c."teacherId" = ${scope.teacherId} OR c."assistantId" = ${scope.teacherId})` : Prisma.empty;

/** Registrations in scope: the church's, or those in the teacher's classes. */
export function registrationInScope(scope: ScopeKey): Prisma.RegistrationWhereInput {
  if (!scope.teacherId) return { churchId: scope.churchId };
  return { churchId: scope.churchId, schoolClass: classInScope(scope) };
}

/** Students in scope: the church's, or those registered (in any year) in the teacher's classes. */
export function studentInScope(scope: ScopeKey): Prisma.StudentWhereInput {
  if (!scope.teacherId) return { churchId: scope.churchId };
  return { churchId: scope.churchId, registrations: { some: registrationInScope(scope) } };
}

/** Parents in scope: the church's, or the mothers, fathers and guardians of the teacher's students (the student form's pickers). */
export function parentInScope(scope: ScopeKey): Prisma.ParentWhereInput {
  if (!scope.teacherId) return { churchId: scope.churchId };
  const students = { some: studentInScope(scope) };
  return { churchId: scope.churchId, OR: [{ childrenAsMother: students }, { childrenAsFather: students }, { childrenAsGuardian: students }] };
}
