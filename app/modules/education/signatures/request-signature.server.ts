import { signatureRequestEmail } from "~/emails/templates/signature-request";
import { fullName } from "~/modules/education/names";
import { dispatchEmails } from "~/modules/email/dispatch-emails.server";
import { queueEmail } from "~/modules/email/queue-email.server";
import { db } from "~/utils/db.server";
import { appUrl } from "~/utils/env.server";
import { AppError, notFound } from "~/utils/errors.server";
import { isRecordId } from "~/utils/text";
import { hashToken, newToken } from "~/utils/tokens.server";
import { SIGN_PATH, SIGNATURE_DAYS, SIGNATURE_MESSAGES } from "./signature";

/**
 * E-mails each parent of the registration's student who has an address (mother, father, legal
 * guardian; one e-mail per address) a link of their own to sign it. Refused when it is signed already.
 */
export async function requestSignature(churchId: string, registrationId: string) {
  if (!isRecordId(registrationId)) throw notFound();
  const registration = await db.registration.findFirst({
    where: { id: registrationId, churchId },
    select: {
      id: true,
      signedAt: true,
      church: { select: { name: true } },
      schoolClass: { select: { className: true } },
      schoolYear: { select: { yearName: true } },
      student: {
        select: {
          firstname: true,
          middlename: true,
          lastname: true,
          mother: { select: { firstname: true, lastname: true, email: true, churchId: true } },
          father: { select: { firstname: true, lastname: true, email: true, churchId: true } },
          legalGuardian: { select: { firstname: true, lastname: true, email: true, churchId: true } },
        },
      },
    },
  });
  if (!registration) throw notFound();
  if (registration.signedAt) throw new AppError("CONFLICT", SIGNATURE_MESSAGES.alreadySigned);
  const { student } = registration;
  const parents = [student.mother, student.father, student.legalGuardian].filter((p): p is NonNullable<typeof p> => Boolean(p?.email) && p!.churchId === churchId);
  const byEmail = new Map(parents.map((p) => [p.email!.toLowerCase(), p]));
  if (!byEmail.size) throw new AppError("INVALID", SIGNATURE_MESSAGES.noParentEmail);
  const emailIds = await db.$transaction(async (tx) => {
    const ids: string[] = [];
    for (const [email, parent] of byEmail) {
      const token = newToken();
      await tx.signatureRequest.create({ data: { churchId, registrationId: registration.id, email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SIGNATURE_DAYS * 24 * 3600_000) } });
      ids.push(
        await queueEmail(
          tx,
          churchId,
          signatureRequestEmail({
            to: email,
            parentName: fullName(parent),
            studentName: fullName(student),
            className: registration.schoolClass.className,
            yearName: registration.schoolYear.yearName,
            churchName: registration.church.name,
            link: `${appUrl()}${SIGN_PATH}?t=${encodeURIComponent(token)}`,
            days: SIGNATURE_DAYS,
          }),
        ),
      );
    }
    return ids;
  });
  await dispatchEmails(churchId, emailIds);
  return { sent: emailIds.length };
}
