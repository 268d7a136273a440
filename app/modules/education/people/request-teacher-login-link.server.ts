import { db } from "~/utils/db.server";
import { hasAnyRole, type RoleName } from "~/utils/roles";
import { queueTeacherLink, STAFF_ROLES } from "./send-teacher-login-link.server";

const MAX_TEACHERS = 5;

/**
 * 'E-mail me a link' on /login/re/teacher: a teacher who already has a sign-in account (staff sent
 * a login link once, or linked the account) gets a new single-use link at the address typed, when
 * it is the teacher's e-mail or the account's username. Staff accounts never get one. The caller
 * answers the same words whether or not anything was sent; it dispatches the returned e-mails.
 */
export async function requestTeacherLoginLink(address: string): Promise<{ churchId: string; emailId: string }[]> {
  const email = address.trim().toLowerCase();
  if (!email) return [];
  const teachers = await db.teacher.findMany({
    where: { userId: { not: null }, OR: [{ email: { equals: email, mode: "insensitive" } }, { user: { email } }] },
    select: { id: true, churchId: true, email: true, firstname: true, user: { select: { id: true, email: true, churchId: true, roles: true } } },
    orderBy: { createdAt: "asc" },
    take: MAX_TEACHERS,
  });
  const sent: { churchId: string; emailId: string }[] = [];
  for (const teacher of teachers) {
    const user = teacher.user;
    if (!user || user.churchId !== teacher.churchId) continue;
    const roles = user.roles.filter((r) => r.churchId === teacher.churchId).map((r) => r.role as RoleName);
    if (!roles.includes("TEACHER") || hasAnyRole(roles, STAFF_ROLES)) continue;
    const to = teacher.email && teacher.email.trim().toLowerCase() === email ? teacher.email.trim() : user.email;
    const emailId = await db.$transaction((tx) => queueTeacherLink(tx, { churchId: teacher.churchId, userId: user.id, to, firstname: teacher.firstname }));
    sent.push({ churchId: teacher.churchId, emailId });
  }
  return sent;
}
