import { onlineRegistrationReviewEmail, type ReviewOutcome } from "~/emails/templates/online-registration-review";
import { fullName } from "~/modules/education/names";
import { REVIEW_MESSAGES } from "~/modules/education/registrations/online-review";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db, type Tx } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { AppError, notFound } from "~/utils/errors.server";
import { DEFAULT_LANGUAGE, isLanguage } from "~/utils/i18n";
import { isRecordId } from "~/utils/text";

export type ReviewDecision = { kind: "accept" } | { kind: "move"; schoolClassId: string } | { kind: "refuse"; reason?: string | null };

/** Where an accepted registration's e-mail sends the parent. */
const PORTAL_PATH = "/re/parent";

const parentSelect = { id: true, churchId: true, firstname: true, lastname: true, email: true, locale: true } as const;

/** The registration under review, its row locked for the transaction (a payment recorded meanwhile waits for it). */
async function lockPending(tx: Tx, churchId: string, registrationId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Registration" WHERE "id" = ${registrationId} AND "churchId" = ${churchId} FOR UPDATE`;
  if (!locked.length) throw notFound();
  const registration = await tx.registration.findFirstOrThrow({
    where: { id: registrationId, churchId },
    select: {
      id: true,
      source: true,
      review: true,
      church: { select: { name: true } },
      schoolClass: { select: { id: true, className: true } },
      schoolYear: { select: { yearName: true } },
      student: { select: { firstname: true, middlename: true, lastname: true, mother: { select: parentSelect }, father: { select: parentSelect }, legalGuardian: { select: parentSelect } } },
    },
  });
  if (registration.source !== "ONLINE" || registration.review !== "PENDING") throw new AppError("CONFLICT", REVIEW_MESSAGES.notPending);
  return registration;
}

/**
 * The office's review of an online registration waiting for it: Accept (review ACCEPTED), Move
 * (to another class of the church, and accepted) or Refuse (the registration is deleted, only
 * while it has no tuition payment left unrefunded). Each tells the student's mother, father and
 * legal guardian who have an e-mail address (one e-mail per address), each in their language
 * (Parent.locale, else English); these are service e-mails about the family's own registration, so
 * they go to parents unsubscribed from the parish's messages too. The e-mails are queued in the
 * same transaction and handed to the worker after commit. Another church's registration or class:
 * 404, nothing changed.
 */
export async function reviewOnlineRegistration(churchId: string, registrationId: string, decision: ReviewDecision) {
  if (!isRecordId(registrationId)) throw notFound();
  if (decision.kind === "move" && !isRecordId(decision.schoolClassId)) throw notFound();
  const { emailIds, studentName, className } = await db.$transaction(async (tx) => {
    const registration = await lockPending(tx, churchId, registrationId);
    let outcome: ReviewOutcome;
    let className = registration.schoolClass.className;
    if (decision.kind === "accept") {
      await tx.registration.updateMany({ where: { id: registration.id, churchId }, data: { review: "ACCEPTED" } });
      outcome = { kind: "accepted" };
    } else if (decision.kind === "move") {
      const target = await tx.schoolClass.findFirst({ where: { id: decision.schoolClassId, churchId }, select: { id: true, className: true } });
      if (!target) throw notFound();
      if (target.id === registration.schoolClass.id) throw new AppError("INVALID", REVIEW_MESSAGES.sameClass, { schoolClassId: [REVIEW_MESSAGES.sameClass] });
      await tx.registration.updateMany({ where: { id: registration.id, churchId }, data: { schoolClassId: target.id, review: "ACCEPTED" } });
      outcome = { kind: "moved", previousClass: registration.schoolClass.className };
      className = target.className;
    } else {
      const payments = await tx.tuitionPayment.findMany({ where: { churchId, registrationId: registration.id }, select: { amountCents: true, refundedCents: true } });
      if (payments.some((p) => p.amountCents > p.refundedCents)) throw new AppError("CONFLICT", REVIEW_MESSAGES.hasPayments);
      await tx.registration.deleteMany({ where: { id: registration.id, churchId } });
      outcome = { kind: "refused", reason: decision.reason?.trim() || null };
    }
    const { student } = registration;
    const studentName = fullName(student);
    const parents = [student.mother, student.father, student.legalGuardian].filter((p): p is NonNullable<typeof p> => Boolean(p?.email?.trim()) && p!.churchId === churchId);
    const byEmail = new Map(parents.map((p) => [p.email!.trim().toLowerCase(), p]));
    const emailIds: string[] = [];
    for (const [to, parent] of byEmail) {
      const message = await onlineRegistrationReviewEmail({
        lng: isLanguage(parent.locale) ? parent.locale : DEFAULT_LANGUAGE,
        to,
        parentName: fullName(parent),
        studentName,
        className,
        yearName: registration.schoolYear.yearName,
        churchName: registration.church.name,
        portalUrl: `${appUrl()}${PORTAL_PATH}`,
        outcome,
      });
      // parentId: the portal lists it among the e-mails the parish sent this parent.
      emailIds.push(await queueEmail(tx, churchId, message, { parentId: parent.id }));
    }
    return { emailIds, studentName, className };
  });
  await dispatchEmails(churchId, emailIds);
  return { studentName, className, sent: emailIds.length };
}
