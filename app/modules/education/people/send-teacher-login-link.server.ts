import { teacherLoginLinkEmail } from "~/emails/templates/teacher-login-link";
import { createLoginLink } from "~/modules/auth/login-link.server";
import { LOGIN_LINK_DAYS } from "~/modules/auth/messages";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db, type Tx } from "~/utils/db.server";
import { AppError, isUniqueViolation, notFound } from "~/utils/errors.server";
import { hasAnyRole, type RoleName } from "~/utils/roles";
import { isRecordId } from "~/utils/text";

// Not worded by the spec. Field errors of the page's 'Send login link' button (field "loginLink").
export const LOGIN_LINK_MESSAGES = {
  noEmail: "This teacher has no e-mail address. Add one and save, then send the login link.",
  otherParish: "This e-mail address is the sign-in of an account of another parish. Give the teacher another address.",
  staffAccount: "This e-mail address is the sign-in of a staff account. Sign-in links are only sent to teacher accounts: give the teacher another address.",
  otherTeacher: "This e-mail address is the sign-in of another teacher. Give the teacher another address.",
  sent: (email: string) => `Login link sent to ${email}`,
} as const;

// A link signs in whoever owns the account, so it is never made for an account with staff powers.
export const STAFF_ROLES: RoleName[] = ["CHURCH_USER", "SCHOOL_USER", "ADMIN"];

const refused = (message: string) => new AppError("CONFLICT", message, { loginLink: [message] });

/**
 * The teacher's sign-in account: the linked one, else the church's account with the teacher's
 * e-mail (a parent, or a teacher account not linked yet), else a new one (role TEACHER, no
 * password: the links are the way in, "Forgotten password" sets one). An account of another
 * parish, a staff account, or one linked to another teacher is refused. The account gets the
 * TEACHER role if it lacks it.
 */
async function teacherAccount(tx: Tx, churchId: string, teacher: { id: string; userId: string | null; email: string; firstname: string; lastname: string }) {
  const email = teacher.email.trim().toLowerCase();
  const user = teacher.userId
    ? await tx.user.findFirst({ where: { id: teacher.userId }, include: { roles: true, teacher: { select: { id: true } } } })
    : await tx.user.findUnique({ where: { email }, include: { roles: true, teacher: { select: { id: true } } } });
  if (!user) {
    const created = await tx.user.create({
      data: { churchId, email, passwordHash: "", firstname: teacher.firstname, lastname: teacher.lastname, roles: { create: { churchId, role: "TEACHER" } } },
      select: { id: true },
    });
    await tx.teacher.updateMany({ where: { id: teacher.id, churchId }, data: { userId: created.id } });
    return created.id;
  }
  const roles = user.roles.filter((r) => r.churchId === churchId).map((r) => r.role as RoleName);
  if (user.churchId !== churchId) throw refused(LOGIN_LINK_MESSAGES.otherParish);
  if (hasAnyRole(roles, STAFF_ROLES)) throw refused(LOGIN_LINK_MESSAGES.staffAccount);
  if (user.teacher && user.teacher.id !== teacher.id) throw refused(LOGIN_LINK_MESSAGES.otherTeacher);
  if (!roles.includes("TEACHER")) await tx.userRole.create({ data: { churchId, userId: user.id, role: "TEACHER" } });
  if (!teacher.userId) await tx.teacher.updateMany({ where: { id: teacher.id, churchId, userId: null }, data: { userId: user.id } });
  return user.id;
}

/** Writes a sign-in link for the account and its e-mail to `to` into the outbox (inside the caller's transaction). */
export async function queueTeacherLink(tx: Tx, input: { churchId: string; userId: string; to: string; firstname: string }) {
  const church = await tx.church.findUniqueOrThrow({ where: { id: input.churchId }, select: { name: true } });
  const { url } = await createLoginLink({ tx, churchId: input.churchId, userId: input.userId, purpose: "TEACHER" });
  return queueEmail(tx, input.churchId, teacherLoginLinkEmail({ to: input.to, firstname: input.firstname, churchName: church.name, link: url, days: LOGIN_LINK_DAYS }));
}

/**
 * Staff's 'Send login link' on a teacher's page: e-mails the teacher (at the teacher's e-mail
 * address) a single-use sign-in link to the teacher portal, creating or linking the teacher's
 * account first. Another church's teacher is a 404; a teacher without an e-mail address, or whose
 * address is taken by an account that may not be used (see teacherAccount), a field error.
 * Send the e-mail with dispatchEmails after this returns.
 */
export async function sendTeacherLoginLink(input: { churchId: string; teacherId: string }) {
  const { churchId, teacherId } = input;
  if (!isRecordId(teacherId)) throw notFound();
  try {
    return await db.$transaction(async (tx) => {
      const teacher = await tx.teacher.findFirst({ where: { id: teacherId, churchId }, select: { id: true, userId: true, email: true, firstname: true, lastname: true } });
      if (!teacher) throw notFound();
      if (!teacher.email?.trim()) throw refused(LOGIN_LINK_MESSAGES.noEmail);
      const userId = await teacherAccount(tx, churchId, { ...teacher, email: teacher.email });
      const emailId = await queueTeacherLink(tx, { churchId, userId, to: teacher.email, firstname: teacher.firstname });
      return { emailId, to: teacher.email };
    });
  } catch (error) {
    // Two presses at once: the other one created or linked the account; this one changes nothing.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "Please try again.", { loginLink: ["Please try again."] });
    throw error;
  }
}
